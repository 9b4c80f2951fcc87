import { randomInt } from 'node:crypto';
import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { memberLevels, members } from '../../src/db/schema/members.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { startSession } from '../../src/members/services/sessions.ts';

/** The five member levels, as the demo seed has them (code 'normal' is 普通会员). */
export async function insertMemberLevels(db: Db): Promise<void> {
  await db
    .insert(memberLevels)
    .values([
      { code: 'normal', name: '普通会员', sort: 1 },
      { code: 'silver', name: '银卡', sort: 2 },
      { code: 'gold', name: '金卡', sort: 3 },
      { code: 'platinum', name: '白金', sort: 4 },
      { code: 'diamond', name: '钻石', sort: 5 },
    ])
    .onConflictDoNothing();
}

/** A mobile number no other test of the file uses (1 followed by 10 digits). */
export function uniqueMobile(): string {
  return `19${randomInt(0, 1_000_000_000).toString().padStart(9, '0')}`;
}

export const TEST_PASSWORD = 'Test1234';
let passwordHash: Promise<string> | undefined;

export interface TestMember {
  id: number;
  mobile: string;
  name: string;
  cardNo: string;
}

/** A registered member (levels must exist); password TEST_PASSWORD unless given. */
export async function insertTestMember(
  db: Db,
  overrides: Partial<typeof members.$inferInsert> & { password?: string } = {},
): Promise<TestMember> {
  const { password, ...values } = overrides;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await db
    .insert(members)
    .values({
      mobile: uniqueMobile(),
      surname: '测',
      givenName: '试',
      name: '测试',
      passwordHash: password === undefined ? await passwordHash : await hashPassword(password),
      cardNo: `GY${randomInt(0, 10_000_000_000).toString().padStart(10, '0')}`,
      levelCode: 'normal',
      ...values,
    })
    .returning({ id: members.id, mobile: members.mobile, name: members.name, cardNo: members.cardNo });
  if (!row) throw new Error('member insert returned no row');
  return row;
}

/** A usertoken of a live session of the member, without going through SMS. */
export async function tokenFor(db: Db, memberId: number, now: Date = new Date()): Promise<string> {
  return startSession(db, memberId, now);
}

// ---- driving the user calls through the app ----

/** A client address of its own, so per-IP caps of one test do not touch another. */
export function uniqueIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export function requestSmsCode(app: App, mobile: string, type: 1 | 2, ip: string = uniqueIp()) {
  return app.inject({
    method: 'GET',
    url: '/crsapi/v1/user/smscode',
    query: { mobile, type: String(type) },
    remoteAddress: ip,
  });
}

/** The code of the newest message to a mobile, read from the dev outbox as a developer would. */
export async function outboxCode(app: App, mobile: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/dev/sms-outbox', query: { mobile } });
  const code: unknown = res.json().data[0]?.code;
  if (typeof code !== 'string') throw new Error(`no SMS to ${mobile} in the outbox`);
  return code;
}

export function registerRequest(app: App, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/crsapi/v1/user/register', payload: body });
}

export function loginRequest(app: App, mobile: string, code: string) {
  return app.inject({ method: 'POST', url: '/crsapi/v1/user/login', payload: { mobile, code, mode: 1 } });
}

/** Registers a new member the way the site does (code, then register) and returns the mobile. */
export async function registerThroughApp(
  app: App,
  fields: { mobile?: string; Name?: string; Pwd?: string } = {},
): Promise<string> {
  const mobile = fields.mobile ?? uniqueMobile();
  const sent = await requestSmsCode(app, mobile, 1);
  if (sent.statusCode !== 200) throw new Error(`smscode failed: ${sent.body}`);
  const res = await registerRequest(app, {
    Name: fields.Name ?? '张三',
    mobile,
    SmsCode: await outboxCode(app, mobile),
    Pwd: fields.Pwd ?? 'abc123',
    BirthDay: '15/6/1990',
    Sex: 1,
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  return mobile;
}
