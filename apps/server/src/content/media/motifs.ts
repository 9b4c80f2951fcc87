import type { Motif } from './categories.ts';

/** What a motif draws with: the canvas size, a seeded generator and the palette of the image. */
export interface MotifContext {
  width: number;
  height: number;
  random: () => number;
  /** Light colour for the drawing on the dark gradient. */
  ink: string;
  /** Warm highlight (film-light gold or a complementary hue). */
  accent: string;
}

/** One decimal is plenty for a drawing and keeps the files small. */
const n = (value: number) => Math.round(value * 10) / 10;

function between(random: () => number, min: number, max: number): number {
  return min + random() * (max - min);
}

function skyline({ width: w, height: h, random, ink, accent }: MotifContext): string {
  const parts = [
    `<circle cx="${n(w * 0.78)}" cy="${n(h * 0.26)}" r="${n(Math.min(w, h) * 0.09)}" fill="${accent}" opacity="0.85"/>`,
  ];
  const base = h * 0.92;
  let x = -w * 0.02;
  while (x < w) {
    const bw = between(random, w * 0.04, w * 0.11);
    const bh = between(random, h * 0.18, h * 0.55);
    parts.push(
      `<rect x="${n(x)}" y="${n(base - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${ink}" opacity="${n(between(random, 0.18, 0.4))}"/>`,
    );
    const cols = Math.max(1, Math.floor(bw / (w * 0.018)));
    const rows = Math.max(1, Math.floor(bh / (h * 0.07)));
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (random() < 0.45) continue;
        const wx = x + (c + 0.3) * (bw / cols);
        const wy = base - bh + (r + 0.35) * (bh / rows);
        parts.push(
          `<rect x="${n(wx)}" y="${n(wy)}" width="${n((bw / cols) * 0.4)}" height="${n((bh / rows) * 0.3)}" fill="${accent}" opacity="0.55"/>`,
        );
      }
    }
    x += bw + between(random, 0, w * 0.015);
  }
  parts.push(
    `<rect x="0" y="${n(base)}" width="${w}" height="${n(h - base)}" fill="${ink}" opacity="0.35"/>`,
  );
  return parts.join('');
}

function building({ width: w, height: h, random, ink, accent }: MotifContext): string {
  const bw = w * 0.42;
  const bx = (w - bw) / 2;
  const top = h * 0.14;
  const ground = h * 0.9;
  const parts = [
    `<rect x="${n(bx)}" y="${n(top)}" width="${n(bw)}" height="${n(ground - top)}" rx="6" fill="${ink}" opacity="0.28"/>`,
    // the film-strip sign on the roof line is the brand's mark
    `<rect x="${n(bx + bw * 0.1)}" y="${n(top + h * 0.03)}" width="${n(bw * 0.8)}" height="${n(h * 0.07)}" fill="${accent}" opacity="0.9"/>`,
  ];
  for (let i = 0; i < 8; i++) {
    const px = bx + bw * 0.13 + i * ((bw * 0.74) / 8);
    parts.push(
      `<rect x="${n(px)}" y="${n(top + h * 0.045)}" width="${n(bw * 0.04)}" height="${n(h * 0.04)}" fill="${ink}" opacity="0.6"/>`,
    );
  }
  const rows = 6;
  const cols = 5;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const lit = random() < 0.6;
      const wx = bx + bw * 0.1 + c * ((bw * 0.8) / cols);
      const wy = top + h * 0.15 + r * ((ground - top - h * 0.3) / rows);
      parts.push(
        `<rect x="${n(wx)}" y="${n(wy)}" width="${n(bw * 0.1)}" height="${n(h * 0.05)}" fill="${lit ? accent : ink}" opacity="${lit ? 0.75 : 0.35}"/>`,
      );
    }
  }
  parts.push(
    `<rect x="${n(w / 2 - bw * 0.12)}" y="${n(ground - h * 0.12)}" width="${n(bw * 0.24)}" height="${n(h * 0.12)}" fill="${accent}" opacity="0.6"/>`,
  );
  for (const tx of [w * 0.16, w * 0.84]) {
    parts.push(
      `<circle cx="${n(tx)}" cy="${n(ground - h * 0.12)}" r="${n(h * between(random, 0.07, 0.1))}" fill="${ink}" opacity="0.3"/>`,
    );
    parts.push(
      `<rect x="${n(tx - 3)}" y="${n(ground - h * 0.08)}" width="6" height="${n(h * 0.08)}" fill="${ink}" opacity="0.4"/>`,
    );
  }
  parts.push(
    `<rect x="0" y="${n(ground)}" width="${w}" height="${n(h - ground)}" fill="${ink}" opacity="0.3"/>`,
  );
  return parts.join('');
}

function bed({ width: w, height: h, random, ink, accent }: MotifContext): string {
  const floor = h * 0.86;
  const bx = w * 0.22;
  const bw = w * 0.56;
  const pillowTone = random() < 0.5 ? accent : ink;
  return [
    // window on the wall
    `<rect x="${n(w * 0.06)}" y="${n(h * 0.12)}" width="${n(w * 0.16)}" height="${n(h * 0.34)}" fill="${ink}" opacity="0.22" stroke="${ink}" stroke-opacity="0.5" stroke-width="4"/>`,
    `<line x1="${n(w * 0.14)}" y1="${n(h * 0.12)}" x2="${n(w * 0.14)}" y2="${n(h * 0.46)}" stroke="${ink}" stroke-opacity="0.5" stroke-width="3"/>`,
    // a screen above the bed: these are film-theme rooms
    `<rect x="${n(w * 0.34)}" y="${n(h * 0.1)}" width="${n(w * 0.32)}" height="${n(h * 0.2)}" rx="4" fill="${ink}" opacity="0.3"/>`,
    `<polygon points="${n(w * 0.48)},${n(h * 0.15)} ${n(w * 0.48)},${n(h * 0.25)} ${n(w * 0.53)},${n(h * 0.2)}" fill="${accent}" opacity="0.9"/>`,
    `<rect x="${n(bx)}" y="${n(h * 0.38)}" width="${n(bw)}" height="${n(h * 0.22)}" rx="10" fill="${ink}" opacity="0.45"/>`,
    `<rect x="${n(bx - w * 0.02)}" y="${n(h * 0.56)}" width="${n(bw + w * 0.04)}" height="${n(h * 0.2)}" rx="12" fill="${ink}" opacity="0.7"/>`,
    `<rect x="${n(bx + bw * 0.08)}" y="${n(h * 0.5)}" width="${n(bw * 0.36)}" height="${n(h * 0.09)}" rx="14" fill="${pillowTone}" opacity="0.9"/>`,
    `<rect x="${n(bx + bw * 0.56)}" y="${n(h * 0.5)}" width="${n(bw * 0.36)}" height="${n(h * 0.09)}" rx="14" fill="${pillowTone}" opacity="0.9"/>`,
    `<rect x="${n(bx - w * 0.02)}" y="${n(h * 0.64)}" width="${n(bw + w * 0.04)}" height="${n(h * 0.12)}" rx="8" fill="${accent}" opacity="0.55"/>`,
    `<rect x="${n(bx)}" y="${n(h * 0.76)}" width="8" height="${n(floor - h * 0.76)}" fill="${ink}" opacity="0.6"/>`,
    `<rect x="${n(bx + bw - 8)}" y="${n(h * 0.76)}" width="8" height="${n(floor - h * 0.76)}" fill="${ink}" opacity="0.6"/>`,
    // bedside lamp
    `<rect x="${n(w * 0.84)}" y="${n(h * 0.62)}" width="${n(w * 0.08)}" height="${n(floor - h * 0.62)}" fill="${ink}" opacity="0.4"/>`,
    `<polygon points="${n(w * 0.85)},${n(h * 0.5)} ${n(w * 0.91)},${n(h * 0.5)} ${n(w * 0.93)},${n(h * 0.6)} ${n(w * 0.83)},${n(h * 0.6)}" fill="${accent}" opacity="0.85"/>`,
    `<rect x="0" y="${n(floor)}" width="${w}" height="${n(h - floor)}" fill="${ink}" opacity="0.25"/>`,
  ].join('');
}

function film({ width: w, height: h, random, ink, accent }: MotifContext): string {
  const sh = h * 0.36;
  const sy = h * 0.32;
  const angle = n(between(random, -8, 8));
  const parts = [
    // the projector's beam
    `<polygon points="0,${n(h * 0.1)} ${n(w * 0.55)},${n(sy)} ${n(w * 0.55)},${n(sy + sh)} 0,${n(h * 0.9)}" fill="${accent}" opacity="0.12"/>`,
    `<g transform="rotate(${angle} ${n(w / 2)} ${n(h / 2)})">`,
    `<rect x="${n(-w * 0.1)}" y="${n(sy)}" width="${n(w * 1.2)}" height="${n(sh)}" fill="${ink}" opacity="0.8"/>`,
  ];
  const holes = 28;
  for (let i = 0; i < holes; i++) {
    const x = -w * 0.08 + i * ((w * 1.16) / holes);
    for (const y of [sy + sh * 0.05, sy + sh * 0.85]) {
      parts.push(
        `<rect x="${n(x)}" y="${n(y)}" width="${n(w * 0.018)}" height="${n(sh * 0.1)}" rx="2" fill="#1b1b22" opacity="0.8"/>`,
      );
    }
  }
  const frames = 5;
  for (let i = 0; i < frames; i++) {
    const fx = -w * 0.05 + i * ((w * 1.1) / frames);
    parts.push(
      `<rect x="${n(fx + w * 0.01)}" y="${n(sy + sh * 0.2)}" width="${n((w * 1.1) / frames - w * 0.02)}" height="${n(sh * 0.6)}" fill="${random() < 0.5 ? accent : '#2a2a35'}" opacity="${n(between(random, 0.55, 0.9))}"/>`,
    );
  }
  parts.push('</g>');
  return parts.join('');
}

function cups({ width: w, height: h, random, ink, accent }: MotifContext): string {
  const table = h * 0.78;
  const parts = [
    `<rect x="0" y="${n(table)}" width="${w}" height="${n(h - table)}" fill="${ink}" opacity="0.25"/>`,
  ];
  // teapot
  parts.push(
    `<ellipse cx="${n(w * 0.28)}" cy="${n(table - h * 0.16)}" rx="${n(w * 0.13)}" ry="${n(h * 0.16)}" fill="${ink}" opacity="0.6"/>`,
  );
  parts.push(
    `<path d="M${n(w * 0.4)} ${n(table - h * 0.2)} Q${n(w * 0.48)} ${n(table - h * 0.26)} ${n(w * 0.5)} ${n(table - h * 0.34)}" stroke="${ink}" stroke-opacity="0.6" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  );
  parts.push(
    `<rect x="${n(w * 0.26)}" y="${n(table - h * 0.36)}" width="${n(w * 0.04)}" height="${n(h * 0.05)}" rx="4" fill="${accent}"/>`,
  );
  for (const [i, cx] of [w * 0.6, w * 0.78].entries()) {
    const cy = table - h * 0.1;
    parts.push(
      `<ellipse cx="${n(cx)}" cy="${n(table - 4)}" rx="${n(w * 0.08)}" ry="${n(h * 0.025)}" fill="${ink}" opacity="0.45"/>`,
    );
    parts.push(
      `<path d="M${n(cx - w * 0.055)} ${n(cy - h * 0.06)} L${n(cx + w * 0.055)} ${n(cy - h * 0.06)} Q${n(cx + w * 0.05)} ${n(cy + h * 0.08)} ${n(cx)} ${n(cy + h * 0.08)} Q${n(cx - w * 0.05)} ${n(cy + h * 0.08)} ${n(cx - w * 0.055)} ${n(cy - h * 0.06)} Z" fill="${i === 0 ? accent : ink}" opacity="0.8"/>`,
    );
    const sway = between(random, 8, 18);
    parts.push(
      `<path d="M${n(cx)} ${n(cy - h * 0.1)} q${n(sway)} -${n(h * 0.06)} 0 -${n(h * 0.12)} q-${n(sway)} -${n(h * 0.06)} 0 -${n(h * 0.12)}" stroke="${ink}" stroke-opacity="0.45" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    );
  }
  return parts.join('');
}

function leaves({ width: w, height: h, random, ink, accent }: MotifContext): string {
  const parts = [
    `<circle cx="${n(w * 0.8)}" cy="${n(h * 0.22)}" r="${n(h * 0.12)}" fill="${accent}" opacity="0.6"/>`,
  ];
  for (let i = 0; i < 9; i++) {
    const cx = between(random, w * 0.08, w * 0.92);
    const cy = between(random, h * 0.35, h * 0.9);
    const len = between(random, h * 0.14, h * 0.26);
    const rot = n(between(random, -70, 70));
    parts.push(`<g transform="translate(${n(cx)} ${n(cy)}) rotate(${rot})">`);
    parts.push(
      `<path d="M0 0 Q${n(len * 0.45)} -${n(len * 0.5)} 0 -${n(len)} Q-${n(len * 0.45)} -${n(len * 0.5)} 0 0 Z" fill="${random() < 0.3 ? accent : ink}" opacity="${n(between(random, 0.35, 0.7))}"/>`,
    );
    parts.push(
      `<line x1="0" y1="0" x2="0" y2="-${n(len * 0.9)}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>`,
    );
    parts.push('</g>');
  }
  return parts.join('');
}

function meeting({ width: w, height: h, random, ink, accent }: MotifContext): string {
  const parts = [
    `<rect x="${n(w * 0.3)}" y="${n(h * 0.08)}" width="${n(w * 0.4)}" height="${n(h * 0.22)}" rx="4" fill="${ink}" opacity="0.35"/>`,
    `<rect x="${n(w * 0.34)}" y="${n(h * 0.2)}" width="${n(w * 0.06)}" height="${n(h * 0.07)}" fill="${accent}"/>`,
    `<rect x="${n(w * 0.42)}" y="${n(h * 0.15)}" width="${n(w * 0.06)}" height="${n(h * 0.12)}" fill="${accent}" opacity="0.8"/>`,
    `<rect x="${n(w * 0.5)}" y="${n(h * 0.12)}" width="${n(w * 0.06)}" height="${n(h * 0.15)}" fill="${accent}" opacity="0.6"/>`,
    `<rect x="${n(w * 0.18)}" y="${n(h * 0.5)}" width="${n(w * 0.64)}" height="${n(h * 0.16)}" rx="${n(h * 0.08)}" fill="${ink}" opacity="0.6"/>`,
  ];
  const seats = 5 + Math.floor(random() * 3);
  for (let i = 0; i < seats; i++) {
    const x = w * 0.2 + i * ((w * 0.6) / seats) + w * 0.02;
    parts.push(
      `<rect x="${n(x)}" y="${n(h * 0.4)}" width="${n(w * 0.05)}" height="${n(h * 0.08)}" rx="6" fill="${ink}" opacity="0.45"/>`,
    );
    parts.push(
      `<rect x="${n(x)}" y="${n(h * 0.68)}" width="${n(w * 0.05)}" height="${n(h * 0.08)}" rx="6" fill="${ink}" opacity="0.45"/>`,
    );
  }
  parts.push(
    `<rect x="0" y="${n(h * 0.88)}" width="${w}" height="${n(h * 0.12)}" fill="${ink}" opacity="0.2"/>`,
  );
  return parts.join('');
}

function banquet({ width: w, height: h, random, ink, accent }: MotifContext): string {
  const parts = [
    `<path d="M${n(w * 0.5)} 0 L${n(w * 0.5)} ${n(h * 0.12)}" stroke="${ink}" stroke-opacity="0.5" stroke-width="3"/>`,
    `<ellipse cx="${n(w * 0.5)}" cy="${n(h * 0.16)}" rx="${n(w * 0.08)}" ry="${n(h * 0.04)}" fill="${accent}" opacity="0.85"/>`,
  ];
  const tables = [
    [w * 0.25, h * 0.55],
    [w * 0.75, h * 0.55],
    [w * 0.5, h * 0.78],
  ] as const;
  for (const [cx, cy] of tables) {
    const r = h * between(random, 0.09, 0.11);
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      parts.push(
        `<circle cx="${n(cx + Math.cos(a) * r * 1.45)}" cy="${n(cy + Math.sin(a) * r * 1.1)}" r="${n(r * 0.22)}" fill="${ink}" opacity="0.45"/>`,
      );
    }
    parts.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 1.1)}" ry="${n(r * 0.8)}" fill="${ink}" opacity="0.75"/>`,
    );
    parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.25)}" fill="${accent}" opacity="0.9"/>`);
  }
  return parts.join('');
}

function tag({ width: w, height: h, random, ink, accent }: MotifContext): string {
  const x = w * 0.3;
  const y = h * 0.28;
  const tw = w * 0.4;
  const th = h * 0.44;
  const parts = [
    `<g transform="rotate(${n(between(random, -14, -4))} ${n(w / 2)} ${n(h / 2)})">`,
    `<path d="M${n(x + th / 2)} ${n(y)} L${n(x + tw)} ${n(y)} L${n(x + tw)} ${n(y + th)} L${n(x + th / 2)} ${n(y + th)} L${n(x)} ${n(y + th / 2)} Z" fill="${accent}" opacity="0.9"/>`,
    `<circle cx="${n(x + th * 0.45)}" cy="${n(y + th / 2)}" r="${n(th * 0.08)}" fill="#ffffff" opacity="0.85"/>`,
    `<text x="${n(x + tw * 0.62)}" y="${n(y + th * 0.66)}" font-size="${n(th * 0.5)}" font-weight="700" text-anchor="middle" fill="#ffffff">%</text>`,
    '</g>',
  ];
  for (let i = 0; i < 7; i++) {
    const cx = between(random, w * 0.05, w * 0.95);
    const cy = between(random, h * 0.05, h * 0.95);
    const r = between(random, 4, 12);
    parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${ink}" opacity="0.35"/>`);
  }
  return parts.join('');
}

function news({ width: w, height: h, random, ink, accent }: MotifContext): string {
  const px = w * 0.2;
  const py = h * 0.12;
  const pw = w * 0.6;
  const ph = h * 0.76;
  const parts = [
    `<rect x="${n(px)}" y="${n(py)}" width="${n(pw)}" height="${n(ph)}" rx="6" fill="${ink}" opacity="0.85"/>`,
    `<rect x="${n(px + pw * 0.06)}" y="${n(py + ph * 0.08)}" width="${n(pw * 0.88)}" height="${n(ph * 0.1)}" fill="${accent}"/>`,
    `<rect x="${n(px + pw * 0.06)}" y="${n(py + ph * 0.25)}" width="${n(pw * 0.4)}" height="${n(ph * 0.4)}" fill="${accent}" opacity="0.5"/>`,
  ];
  for (let i = 0; i < 7; i++) {
    const lw = pw * between(random, 0.28, 0.4);
    parts.push(
      `<rect x="${n(px + pw * 0.52)}" y="${n(py + ph * (0.27 + i * 0.055))}" width="${n(lw)}" height="${n(ph * 0.022)}" fill="#5a5a66" opacity="0.5"/>`,
    );
  }
  for (let i = 0; i < 3; i++) {
    parts.push(
      `<rect x="${n(px + pw * 0.06)}" y="${n(py + ph * (0.72 + i * 0.07))}" width="${n(pw * between(random, 0.6, 0.88))}" height="${n(ph * 0.022)}" fill="#5a5a66" opacity="0.5"/>`,
    );
  }
  return parts.join('');
}

function logo({ height: h, ink, accent }: MotifContext): string {
  // a small film frame; the caption beside it is drawn by the renderer
  const s = h * 0.6;
  const x = h * 0.2;
  const y = h * 0.2;
  const parts = [`<rect x="${n(x)}" y="${n(y)}" width="${n(s)}" height="${n(s)}" rx="6" fill="${accent}"/>`];
  for (let i = 0; i < 4; i++) {
    parts.push(
      `<rect x="${n(x + s * 0.08 + i * s * 0.23)}" y="${n(y + s * 0.06)}" width="${n(s * 0.12)}" height="${n(s * 0.12)}" fill="${ink}"/>`,
    );
    parts.push(
      `<rect x="${n(x + s * 0.08 + i * s * 0.23)}" y="${n(y + s * 0.82)}" width="${n(s * 0.12)}" height="${n(s * 0.12)}" fill="${ink}"/>`,
    );
  }
  parts.push(
    `<polygon points="${n(x + s * 0.4)},${n(y + s * 0.32)} ${n(x + s * 0.4)},${n(y + s * 0.68)} ${n(x + s * 0.68)},${n(y + s * 0.5)}" fill="${ink}"/>`,
  );
  return parts.join('');
}

export const MOTIFS: Record<Motif, (ctx: MotifContext) => string> = {
  skyline,
  building,
  bed,
  film,
  cups,
  leaves,
  meeting,
  banquet,
  tag,
  logo,
  news,
};
