import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { auditLog, staff } from '../../src/db/schema/staff.ts';
import { verifyPassword } from '../../src/lib/password.ts';

/** `npm run staff:create`: the first administrator of a real group, on the embedded database. */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'hotel-staff-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function createStaff(args: string[], input: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/staff/cli/create-staff.ts', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('exit', (code) => resolve({ code, out }));
    child.stdin.end(input);
  });
}

describe('npm run staff:create', () => {
  it('refuses a weak password and a mistyped repeat, creating nothing', async () => {
    const weak = await createStaff(['--username', 'boss', '--role', 'admin'], 'short1\nshort1\n');
    expect(weak.code).toBe(1);
    expect(weak.out).toContain('密码至少10位，且须同时包含字母和数字');
    const mismatch = await createStaff(
      ['--username', 'boss', '--role', 'admin'],
      'Strong2026pass\nStrong2026pasS\n',
    );
    expect(mismatch.code).toBe(1);
    expect(mismatch.out).toContain('两次密码不一致');
  }, 60_000);

  it('creates the first administrator, who is in the audit log as made by the command', async () => {
    const done = await createStaff(
      ['--username', 'Boss', '--role', 'admin', '--name', '集团总经理'],
      'Strong2026pass\nStrong2026pass\n',
    );
    expect(done.out).toContain('已创建集团管理员账号：boss');
    expect(done.code).toBe(0);
    const again = await createStaff(
      ['--username', 'boss', '--role', 'admin'],
      'Strong2026pass\nStrong2026pass\n',
    );
    expect(again.out).toContain('该账号已存在');

    const database = await openDatabase({ dataDir });
    try {
      const [row] = await database.db.select().from(staff).where(eq(staff.username, 'boss'));
      expect(row).toMatchObject({ displayName: '集团总经理', role: 'admin', active: true });
      expect(await verifyPassword('Strong2026pass', row?.passwordHash ?? '')).toBe(true);
      const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityType, 'staff'));
      expect(entry).toMatchObject({
        action: 'create',
        staffUsername: 'staff:create',
        ip: 'command line',
        staffId: null,
      });
    } finally {
      await database.close();
    }
  }, 60_000);
});
