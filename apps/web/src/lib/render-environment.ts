/**
 * Where this code is rendering. The public pages are rendered on the server first
 * (entry-server.tsx), then hydrated in the browser (main.tsx). During both, the page must come out
 * the same from the same data: nothing from this browser's storage, and media queries answered by
 * the server's guess of the viewport. Once hydrated, the browser's own values take over.
 */

/** Rendering on the server: no window, no storage, no toasts. */
export const isServer = typeof window === 'undefined';

let hydrating = false;

/** True while the browser hydrates the server's HTML (main.tsx sets and clears it). */
export function isHydrating(): boolean {
  return hydrating;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
}

/** Viewport widths the server assumes for a phone and for anything else. */
export const GUESSED_WIDTH = { phone: 375, desktop: 1280 } as const;

let guessedWidth: number = GUESSED_WIDTH.phone;

/** The viewport width the page was rendered for on the server (from its User-Agent). */
export function setGuessedViewportWidth(width: number): void {
  guessedWidth = width;
}

export function guessedViewportWidth(): number {
  return guessedWidth;
}

/** Phones and tablets say so in their User-Agent; crawlers and desktops get the wide layout. */
export function viewportWidthFor(userAgent: string | undefined): number {
  return /Mobi|Android|iPhone|iPod|HarmonyOS/i.test(userAgent ?? '')
    ? GUESSED_WIDTH.phone
    : GUESSED_WIDTH.desktop;
}

/**
 * Whether a media query of ours (`(min-width: Npx)`, `(max-width: Npx)`, joined by `and`) matches a
 * viewport of `width` pixels; anything else does not match.
 */
export function mediaQueryMatchesWidth(query: string, width: number): boolean {
  const parts = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (parts.length === 0) return false;
  return parts.every(([, bound, value]) =>
    bound === 'min' ? width >= Number(value) : width <= Number(value),
  );
}
