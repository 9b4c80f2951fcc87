/**
 * Compares two folders of route-screenshots.ts: for each shot, the share of pixels that differ
 * (anti-aliasing ignored) and a picture of the differences in `<after>/diff/`. Prints one line per
 * shot, changed ones first; exits 1 when a shot differs by more than the threshold or is missing.
 *
 *   npx tsx e2e/visual/compare-screenshots.ts <before> <after> [threshold %, default 0.1]
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const [beforeDir, afterDir, thresholdArg] = process.argv.slice(2);
if (!beforeDir || !afterDir) throw new Error('usage: compare-screenshots.ts <before> <after> [threshold %]');
const threshold = Number(thresholdArg ?? 0.1);
const diffDir = path.join(afterDir, 'diff');
mkdirSync(diffDir, { recursive: true });

interface Outcome {
  name: string;
  differing: number;
  note: string;
}

function compare(name: string): Outcome {
  const afterPath = path.join(afterDir as string, name);
  if (!existsSync(afterPath)) return { name, differing: 100, note: 'missing after' };
  const before = PNG.sync.read(readFileSync(path.join(beforeDir as string, name)));
  const after = PNG.sync.read(readFileSync(afterPath));
  if (before.width !== after.width || before.height !== after.height) {
    return {
      name,
      differing: 100,
      note: `size ${before.width}×${before.height} → ${after.width}×${after.height}`,
    };
  }
  const diff = new PNG({ width: before.width, height: before.height });
  const pixels = pixelmatch(before.data, after.data, diff.data, before.width, before.height, {
    threshold: 0.1,
  });
  if (pixels > 0) writeFileSync(path.join(diffDir, name), PNG.sync.write(diff));
  return { name, differing: (100 * pixels) / (before.width * before.height), note: `${pixels} px` };
}

const outcomes = readdirSync(beforeDir)
  .filter((name) => name.endsWith('.png'))
  .map(compare)
  .sort((a, b) => b.differing - a.differing);
for (const { name, differing, note } of outcomes) {
  console.log(
    `${differing > threshold ? 'CHANGED' : 'same   '} ${differing.toFixed(3).padStart(7)} %  ${name}  ${note}`,
  );
}
const changed = outcomes.filter((outcome) => outcome.differing > threshold).length;
console.log(`${outcomes.length} shots, ${changed} changed beyond ${threshold} %`);
process.exitCode = changed > 0 ? 1 : 0;
