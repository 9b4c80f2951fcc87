import { LOGO_CAPTIONS, MEDIA_CATEGORIES, type MediaCategoryName } from './categories.ts';
import { seededRandom, stableHash } from './hash.ts';
import { MOTIFS } from './motifs.ts';

/** System CJK fonts only: the image must not fetch anything, and the site ships no web font. */
const FONT_FAMILY = 'PingFang SC, Microsoft YaHei, Noto Sans CJK SC, WenQuanYi Micro Hei, sans-serif';

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (step: number) => (step + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (step: number) => {
    const value = l - a * Math.max(-1, Math.min(k(step) - 3, Math.min(9 - k(step), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/**
 * The SVG of `/media/<category>/<name>`: a gradient whose colours come from the name's hash and the
 * category's motif on top. Pure function of its inputs, so a URL always shows the same picture.
 * `name` is the file name without `.svg`; the route has already checked it against the safe pattern.
 */
export function renderSvg(category: MediaCategoryName, name: string): string {
  const { width, height, motif, caption: categoryCaption } = MEDIA_CATEGORIES[category];
  const key = `${category}/${name}`;
  const hue = stableHash(key) % 360;
  const from = hslToHex(hue, 42, 22);
  const to = hslToHex((hue + 40) % 360, 52, 46);
  // the accent stays in the warm gold of a projector's light, whatever the background
  const accent = hslToHex(32 + (stableHash(`${key}:accent`) % 22), 85, 64);
  const body = MOTIFS[motif]({ width, height, random: seededRandom(key), ink: '#ffffff', accent });

  const caption = category === 'logo' ? (LOGO_CAPTIONS[name] ?? categoryCaption) : categoryCaption;
  let text = '';
  if (caption && category === 'logo') {
    text = `<text x="${height * 1.0}" y="${height * 0.62}" font-size="${Math.round(height * 0.3)}" font-weight="700" fill="#ffffff">${escapeXml(caption)}</text>`;
  } else if (caption) {
    const size = Math.round(Math.min(width, height) * 0.07);
    text = `<text x="${size}" y="${height - size}" font-size="${size}" fill="#ffffff" fill-opacity="0.85">${escapeXml(caption)}</text>`;
  }

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT_FAMILY}" role="img">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    body,
    text,
    '</svg>',
  ].join('');
}
