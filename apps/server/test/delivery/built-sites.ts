import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { precompressDir } from '../../src/lib/precompress.ts';

/** What a Vite build of one app leaves in its folder: index.html, hashed assets, a public file. */
export interface BuiltSite {
  dir: string;
  indexHtml: string;
  script: { url: string; body: string };
  style: { url: string; body: string };
  image: { url: string; body: Buffer };
}

/** Text that compresses well and is well over the compression threshold, like a real bundle. */
function bundleText(name: string): string {
  return Array.from({ length: 200 }, (_, i) => `export const ${name}${i} = () => "${name} ${i}";`).join('\n');
}

// A PNG signature and some bytes: an image type, whatever its content.
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(4096, 7),
]);

async function writeSite(
  root: string,
  name: string,
  urlPrefix: string,
  precompress: boolean,
): Promise<BuiltSite> {
  const dir = path.join(root, name);
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  const script = { file: `assets/index-${name}A1b2C3.js`, body: bundleText(name) };
  const style = { file: `assets/index-${name}D4e5F6.css`, body: `.${name}{color:red}\n`.repeat(200) };
  const image = { file: `assets/photo-${name}G7h8.png`, body: PNG };
  const indexHtml = [
    '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" />',
    `<title>${name}</title>`,
    `<meta name="description" content="${'光影酒店集团'.repeat(60)}" />`,
    `<script type="module" crossorigin src="${urlPrefix}${script.file}"></script>`,
    `<link rel="stylesheet" crossorigin href="${urlPrefix}${style.file}">`,
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');
  await writeFile(path.join(dir, 'index.html'), indexHtml);
  await writeFile(path.join(dir, script.file), script.body);
  await writeFile(path.join(dir, style.file), style.body);
  await writeFile(path.join(dir, image.file), image.body);
  if (precompress) await precompressDir(dir);
  return {
    dir,
    indexHtml,
    script: { url: urlPrefix + script.file, body: script.body },
    style: { url: urlPrefix + style.file, body: style.body },
    image: { url: urlPrefix + image.file, body: image.body },
  };
}

/** The public site and the back office as built, in a scratch folder; `precompress` as `npm run build` does. */
export async function createBuiltSites(options: { precompress: boolean }) {
  const root = await mkdtemp(path.join(tmpdir(), 'built-sites-'));
  const web = await writeSite(root, 'web', '/', options.precompress);
  const admin = await writeSite(root, 'admin', '/admin/', options.precompress);
  return {
    web,
    admin,
    env: { WEB_DIST_DIR: web.dir, ADMIN_DIST_DIR: admin.dir },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
