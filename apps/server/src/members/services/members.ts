import { randomInt } from 'node:crypto';
import type { LoginResult, UserDetail } from '@hotel/shared/api/user';
import { POLICY_DOCUMENTS, POLICY_VERSIONS, SMS_PURPOSE } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { fenToYuan } from '@hotel/shared/money';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../../db/client.ts';
import { type AppError, ConflictError, LoginRequiredError, NotFoundError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import {
  cardNoTaken,
  insertConsents,
  insertMember,
  memberByMobile,
  memberLevelByCode,
  memberProfile,
  updateMemberName,
} from '../queries/members.ts';
import { lockMobile } from '../queries/sms-codes.ts';
import { issueWelcomeCoupons } from './loyalty.ts';
import { startSession } from './sessions.ts';
import { consumeSmsCode } from './sms-codes.ts';

/** Level of a new member (普通会员); the levels themselves come from data. */
export const NEW_MEMBER_LEVEL = 'normal';

/** 储值卡会员自动成为白金会员 (the membership rules, section 9): the least level of a card holder. */
export const STORED_VALUE_LEVEL = 'platinum';

/** Two-character surnames, so that 欧阳娜娜 is 欧阳 + 娜娜 rather than 欧 + 阳娜娜. */
const COMPOUND_SURNAMES = new Set([
  '欧阳',
  '司马',
  '上官',
  '诸葛',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '长孙',
  '宇文',
  '司徒',
  '夏侯',
  '轩辕',
  '令狐',
  '钟离',
  '端木',
  '澹台',
  '申屠',
  '太史',
  '南宫',
  '西门',
  '独孤',
  '呼延',
]);

/**
 * Surname and given name of a full name as the registration form joins them (surname first): the
 * first word when there is a space (`Zhang San`), else a known two-character surname, else the
 * first character.
 */
export function splitName(name: string): { surname: string; givenName: string } {
  const words = name.trim().split(/\s+/);
  if (words.length > 1) return { surname: words[0] ?? '', givenName: words.slice(1).join(' ') };
  const chars = Array.from(name.trim());
  const surnameLength = chars.length > 2 && COMPOUND_SURNAMES.has(chars.slice(0, 2).join('')) ? 2 : 1;
  return { surname: chars.slice(0, surnameLength).join(''), givenName: chars.slice(surnameLength).join('') };
}

/** 'GY' and 10 random digits, not yet given to anyone. */
async function newCardNo(db: Queryable): Promise<string> {
  for (;;) {
    const cardNo = `GY${randomInt(0, 10_000_000_000).toString().padStart(10, '0')}`;
    if (!(await cardNoTaken(db, cardNo))) return cardNo;
  }
}

export interface Registration {
  name: string;
  surname?: string | undefined;
  givenName?: string | undefined;
  mobile: string;
  smsCode: string;
  password: string;
  /** yyyy-MM-dd or null. */
  birthday: string | null;
  sex: number | null;
  /**
   * The agree box: true when the request said so; undefined from a client of the spec's payload,
   * whose register screen has the box (false never gets here: the schema refuses it).
   */
  agreed: boolean | undefined;
  /** The address the request came from, recorded with the consent. */
  ip: string;
}

/** What registration and login need: the database and the secret that keys the SMS code hashes (SMS_CODE_SECRET, else APP_SECRET). */
export interface MemberDeps {
  db: Db;
  codeSecret: string;
}

/** The app's parts registration, login and closing an account take. */
export function memberDepsOf(app: FastifyInstance): MemberDeps {
  return { db: app.db, codeSecret: app.config.smsCodeSecret };
}

/**
 * Registers a member: refused when the mobile is registered already, then the SMS code (purpose 1)
 * must match. A wrong code is recorded (committed) before the refusal is thrown. The member, their
 * consent to each document in its version in force, and the welcome coupon commit together.
 */
export async function registerMember(deps: MemberDeps, registration: Registration, now: Date): Promise<void> {
  const passwordHash = await hashPassword(registration.password);
  const parts =
    registration.surname !== undefined && registration.givenName !== undefined
      ? { surname: registration.surname, givenName: registration.givenName }
      : splitName(registration.name);
  const refusal = await deps.db.transaction(async (tx): Promise<AppError | undefined> => {
    await lockMobile(tx, registration.mobile);
    if (await memberByMobile(tx, registration.mobile))
      return new ConflictError(MSG.mobileRegistered, 'MOBILE_REGISTERED');
    const codeProblem = await consumeSmsCode(
      tx,
      deps.codeSecret,
      { mobile: registration.mobile, purpose: SMS_PURPOSE.register, code: registration.smsCode },
      now,
    );
    if (codeProblem) return codeProblem;
    const memberId = await insertMember(tx, {
      mobile: registration.mobile,
      name: registration.name,
      ...parts,
      passwordHash,
      birthday: registration.birthday,
      sex: registration.sex,
      cardNo: await newCardNo(tx),
      levelCode: NEW_MEMBER_LEVEL,
      score: 0,
      balanceFen: 0,
      createdAt: now,
    });
    await insertConsents(
      tx,
      POLICY_DOCUMENTS.map((document) => ({
        memberId,
        document,
        version: POLICY_VERSIONS[document],
        basis: registration.agreed === true ? 'agreed' : 'implied',
        ip: registration.ip,
        agreedAt: now,
      })),
    );
    await issueWelcomeCoupons(tx, memberId, now);
    return undefined;
  });
  if (refusal) throw refusal;
}

/** Login mode 1: mobile and SMS code (purpose 2). Starts a 30-day session. */
export async function loginBySmsCode(
  deps: MemberDeps,
  request: { mobile: string; code: string },
  now: Date,
): Promise<LoginResult> {
  const outcome = await deps.db.transaction(async (tx) => {
    await lockMobile(tx, request.mobile);
    const member = await memberByMobile(tx, request.mobile);
    if (!member) return { refusal: new NotFoundError(MSG.registerFirst, 'REGISTER_FIRST') };
    const codeProblem = await consumeSmsCode(
      tx,
      deps.codeSecret,
      { mobile: request.mobile, purpose: SMS_PURPOSE.login, code: request.code },
      now,
    );
    if (codeProblem) return { refusal: codeProblem };
    return { result: { token: await startSession(tx, member.id, now), name: member.name } };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.result;
}

interface Level {
  code: string;
  name: string;
  sort: number;
}

/**
 * The level a member holds under the rules the site states: their own, raised to 白金 (`floor`,
 * the level of STORED_VALUE_LEVEL) when they hold a stored-value card (a higher level, 钻石, stays).
 */
export function heldLevel(
  own: Level,
  holdsStoredValue: boolean,
  floor: Level | undefined,
): { code: string; name: string } {
  const held = holdsStoredValue && floor && floor.sort > own.sort ? floor : own;
  return { code: held.code, name: held.name };
}

async function heldLevelOf(
  db: Queryable,
  profile: { levelCode: string; levelName: string; levelSort: number; holdsStoredValue: boolean },
): Promise<{ code: string; name: string }> {
  const own = { code: profile.levelCode, name: profile.levelName, sort: profile.levelSort };
  if (!profile.holdsStoredValue) return heldLevel(own, false, undefined);
  const floor = await memberLevelByCode(db, STORED_VALUE_LEVEL);
  return heldLevel(own, true, floor && { code: STORED_VALUE_LEVEL, ...floor });
}

/** The level a member is priced at (会员价) and their points, as their profile shows them. */
export async function pricingMemberOf(
  db: Queryable,
  memberId: number,
): Promise<{ id: number; levelCode: string; levelName: string; score: number }> {
  const profile = await memberProfile(db, memberId);
  // A booking whose member closed the account while it waited for the member's lock reads the
  // closure here (its next statement after the lock) and is refused like a stale login.
  if (!profile || profile.closedAt) throw new LoginRequiredError();
  const level = await heldLevelOf(db, profile);
  return { id: memberId, levelCode: level.code, levelName: level.name, score: profile.score };
}

/** The level the member centre shows (白金 for a card holder), also of a closed account (会员管理). */
export async function heldLevelName(db: Queryable, memberId: number): Promise<string> {
  const profile = await memberProfile(db, memberId);
  if (!profile) throw new NotFoundError();
  return (await heldLevelOf(db, profile)).name;
}

/** The profile of userdetail; money leaves as yuan. */
export async function memberDetail(db: Db, memberId: number): Promise<UserDetail> {
  const profile = await memberProfile(db, memberId);
  // The session was live a moment ago; a member deleted or closed since is logged out.
  if (!profile || profile.closedAt) throw new LoginRequiredError();
  return {
    userName: profile.name,
    moible: profile.mobile,
    cardNo: profile.cardNo,
    vipName: (await heldLevelOf(db, profile)).name,
    score: profile.score,
    balance: fenToYuan(profile.balanceFen),
  };
}

/** modifyUser changes the display name only. */
export async function renameMember(db: Db, memberId: number, name: string): Promise<void> {
  await updateMemberName(db, memberId, name);
}
