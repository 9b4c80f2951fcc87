import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { staffPasswordProblem } from '@hotel/shared/admin/auth';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@hotel/shared/admin/roles';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { migrateDatabase, withStartupLock } from '../../db/migrate.ts';
import { createStaffAccount } from '../services/staff-accounts.ts';

/**
 * npm run staff:create -- --username NAME --role admin [--name 显示名] [--hotels HJ000101,HJ000102]
 *
 * Creates a back-office account on the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR), typically the group's first administrator. The password is asked for twice and never
 * taken from the command line (it would stay in the shell's history); piped input gives it as two
 * lines. A weak password is refused.
 */

function isRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** Reads answers: typed without echo on a terminal, line by line from a pipe. */
function answerReader() {
  const piped = process.stdin.isTTY
    ? undefined
    : createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  return async (question: string): Promise<string> => {
    if (piped) {
      const next = await piped.next();
      return next.done ? '' : next.value;
    }
    process.stdout.write(question);
    const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
    const terminal = createInterface({ input: process.stdin, output: silent, terminal: true });
    const answer = await terminal.question('');
    terminal.close();
    process.stdout.write('\n');
    return answer;
  };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      name: { type: 'string' },
      hotels: { type: 'string', default: '' },
    },
  });
  const username = values.username?.trim() ?? '';
  const role = values.role ?? '';
  if (!username || !isRole(role)) {
    console.error(
      `用法：npm run staff:create -- --username 账号 --role ${STAFF_ROLES.join('|')} [--name 姓名] [--hotels 酒店编码,…]`,
    );
    return 2;
  }
  const ask = answerReader();
  const password = await ask('密码：');
  const problem = staffPasswordProblem(password);
  if (problem) {
    console.error(problem);
    return 1;
  }
  if ((await ask('再次输入密码：')) !== password) {
    console.error('两次密码不一致');
    return 1;
  }

  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await withStartupLock(database, () => migrateDatabase(database));
    const actor = { staffId: null, username: 'staff:create', ip: 'command line' };
    const body = {
      username,
      displayName: values.name?.trim() || username,
      role,
      hotelCodes: values.hotels
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
      password,
    };
    const account = await createStaffAccount(database.db, actor, body, new Date());
    console.log(`已创建${STAFF_ROLE_LABELS[role]}账号：${account.username}`);
    return 0;
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
