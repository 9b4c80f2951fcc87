import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'hotel-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A process that logs 2,000 lines, lets some turns pass, logs 1,000 more and exits at once, as a
 * shutdown does: every line must be in the file, whole and in order.
 */
const LOGGER = `
import fs from 'node:fs';
import { logDestination } from './apps/server/src/lib/log-destination.ts';
const log = logDestination(fs.openSync(process.argv[1], 'w'));
const line = (n) => JSON.stringify({ n, msg: '请求完成：上海外滩酒店' }) + '\\n';
for (let n = 0; n < 2000; n++) log.write(line(n));
setTimeout(() => {
  for (let n = 2000; n < 3000; n++) log.write(line(n));
  process.exit(0);
}, 20);
`;

describe('the log destination', () => {
  it('writes every line in order, those of the last turn before exit included', async () => {
    const file = path.join(dir, 'app.log');
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', LOGGER, file],
      { cwd: ROOT },
    );
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(3000);
    expect(lines.map((text) => JSON.parse(text).n)).toEqual([...Array(3000).keys()]);
    expect(JSON.parse(lines[2999] ?? '{}').msg).toBe('请求完成：上海外滩酒店');
  });
});
