import { existsSync } from 'node:fs';
import path from 'node:path';
import { precompressDir } from '../lib/precompress.ts';

/**
 * npm run compress:dist (part of npm run build) — tsx apps/server/src/cli/precompress-dist.ts DIR…
 *
 * Writes .br and .gz copies beside the built files of each folder, so the server sends compressed
 * assets without compressing them on every request. A folder that does not exist is an error: the
 * build it follows must have failed.
 */
const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('usage: precompress-dist.ts DIR…');
  process.exit(2);
}
for (const dir of dirs) {
  if (!existsSync(dir)) {
    console.error(`precompress: ${dir} does not exist`);
    process.exit(1);
  }
  const { files, written } = await precompressDir(path.resolve(dir));
  console.log(`precompress: ${dir}: ${written} compressed copies of ${files} text files`);
}
