import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardLedger } from '../../src/db/schema/orders.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { insertMemberLevels, insertTestMember, tokenFor } from '../helpers/member-factories.ts';

/**
 * The level userdetail gives follows the membership rules the site shows beside it (section 9):
 * 储值卡会员自动成为白金会员 — a member holding a stored-value card is at least 白金.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ prepare: insertMemberLevels });
});
afterAll(async () => {
  await t.close();
});

async function levelShown(member: { id: number }): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/crsapi/v1/user/userdetail',
    headers: { usertoken: await tokenFor(t.db, member.id) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.vipName;
}

describe('member levels follow the membership rules', () => {
  it('shows a 金卡 member with money on the card as 白金', async () => {
    const member = await insertTestMember(t.db, { levelCode: 'gold', balanceFen: 500_000 });
    expect(await levelShown(member)).toBe('白金');
  });

  it('shows a 普通会员 with money on the card as 白金', async () => {
    const member = await insertTestMember(t.db, { balanceFen: 100 });
    expect(await levelShown(member)).toBe('白金');
  });

  it('keeps a card holder that has spent the card down to nothing at 白金', async () => {
    const member = await insertTestMember(t.db, { levelCode: 'silver', balanceFen: 0 });
    await t.db
      .insert(cardLedger)
      .values({ memberId: member.id, kind: 'debit', amountFen: -29_900, balanceAfterFen: 0 });
    expect(await levelShown(member)).toBe('白金');
  });

  it('leaves a 钻石 card holder at 钻石: the rule raises, never lowers', async () => {
    const member = await insertTestMember(t.db, { levelCode: 'diamond', balanceFen: 500_000 });
    expect(await levelShown(member)).toBe('钻石');
  });

  it('leaves a member without a stored-value card at their own level', async () => {
    for (const [levelCode, name] of [
      ['normal', '普通会员'],
      ['gold', '金卡'],
    ] as const) {
      const member = await insertTestMember(t.db, { levelCode });
      expect(await levelShown(member)).toBe(name);
    }
  });
});
