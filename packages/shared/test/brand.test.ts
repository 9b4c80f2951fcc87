import { describe, expect, it } from 'vitest';
import { brandCssVariables, CUSTOM_MEDIA, resolveCustomMedia } from '../src/brand.ts';

describe('the palette as CSS variables', () => {
  it('gives each colour its value and its channels for translucent uses', () => {
    const css = brandCssVariables();
    expect(css).toContain('--wine-dark: #4e121b;');
    expect(css).toContain('--wine-deep-rgb: 46 13 18;');
    expect(css).toContain('--white-rgb: 255 255 255;');
  });
});

describe('custom media', () => {
  it('writes out the breakpoints in @media rules, with the queries around them', () => {
    const css = '@media (--phone) and (prefers-reduced-motion: reduce) {\n  .a { --b: 1; }\n}\n';
    expect(resolveCustomMedia(css, 'x.css')).toBe(
      '@media (max-width: 767.98px) and (prefers-reduced-motion: reduce) {\n  .a { --b: 1; }\n}\n',
    );
  });

  it('leaves custom properties outside @media alone', () => {
    const css = '.a { width: var(--phone); }';
    expect(resolveCustomMedia(css, 'x.css')).toBe(css);
  });

  it('makes the phone and desktop layouts exact complements', () => {
    expect(CUSTOM_MEDIA['--phone']).toBe('(max-width: 767.98px)');
    expect(CUSTOM_MEDIA['--desktop']).toBe('(min-width: 768px)');
  });

  it('refuses a name it does not know, so a typo cannot drop a layout', () => {
    expect(() => resolveCustomMedia('@media (--fone) {}', 'hotels.css')).toThrow(
      'hotels.css: unknown custom media --fone',
    );
  });
});
