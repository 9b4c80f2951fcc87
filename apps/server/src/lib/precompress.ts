import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The files next to an asset that hold it compressed, as @fastify/static's `preCompressed` looks for them. */
export const PRECOMPRESSED_EXTENSIONS = ['.br', '.gz'] as const;

/** Text formats of a build; images and fonts are compressed already. */
const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.map',
]);

/** Below this a compressed copy saves less than a network packet. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function precompressFile(file: string): Promise<number> {
  const source = await readFile(file);
  if (source.length < MIN_BYTES) return 0;
  // Done once per build, so both at their slowest, smallest setting.
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  let written = 0;
  for (const [extension, compressed] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    if (compressed.length >= source.length) continue;
    await writeFile(file + extension, compressed);
    written += 1;
  }
  return written;
}

/** Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of a build folder. */
export async function precompressDir(dir: string): Promise<{ files: number; written: number }> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE_EXTENSIONS.has(path.extname(file)));
  const written = await Promise.all(files.map(precompressFile));
  return { files: files.length, written: written.reduce((sum, n) => sum + n, 0) };
}
