import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app.ts';
import { testDatabaseUrl } from '../helpers/database.ts';

// The published document through the linters a partner's client generator is checked with: Redocly's
// recommended rules and Spectral's spectral:oas, each with no error. The document does not depend on
// the database, so the PostgreSQL pass skips it.

const modules = fileURLToPath(new URL('../../../../node_modules', import.meta.url));
const REDOCLY = join(modules, '@redocly/cli/bin/cli.js');
const SPECTRAL = join(modules, '@stoplight/spectral-cli/dist/index.js');

let folder: string;
let documentFile: string;
let rulesetFile: string;

beforeAll(async () => {
  const t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  try {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    folder = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
    documentFile = join(folder, 'openapi.json');
    rulesetFile = join(folder, '.spectral.yaml');
    await writeFile(documentFile, res.body);
    await writeFile(rulesetFile, 'extends: ["spectral:oas"]\n');
  } finally {
    await t.close();
  }
});

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Runs a linter's CLI; a linter exits non-zero when it finds errors, so the output is read either way. */
function lint(cli: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [cli, ...args],
      {
        cwd: folder,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
      (error, stdout, stderr) => {
        if (stdout.trim().startsWith('{') || stdout.trim().startsWith('[')) resolve(stdout);
        else reject(new Error(`${cli} gave no report: ${error?.message ?? ''}\n${stderr}`));
      },
    );
  });
}

interface RedoclyReport {
  totals: { errors: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

interface SpectralResult {
  code: string;
  message: string;
  severity: number;
  path: string[];
}

describe.skipIf(testDatabaseUrl !== undefined)('the OpenAPI document under the linters', () => {
  it('passes Redocly’s recommended rules without an error', async () => {
    const report: RedoclyReport = JSON.parse(await lint(REDOCLY, ['lint', documentFile, '--format=json']));
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`);
    expect(errors, errors.join('\n')).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('passes spectral:oas without an error', async () => {
    const results: SpectralResult[] = JSON.parse(
      await lint(SPECTRAL, ['lint', documentFile, '--ruleset', rulesetFile, '--format', 'json']),
    );
    // severity 0 is an error (1 a warning)
    const errors = results
      .filter((result) => result.severity === 0)
      .map((result) => `${result.code} ${result.path.join('.')}: ${result.message}`);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
