import { useEffect, useRef, useState } from 'react';
import { useInView } from '../lib/use-in-view.ts';

interface QrCodeProps {
  /** What the code encodes; nothing is drawn while it is empty. */
  value: string | undefined;
  /** Accessible name, e.g. 关注公众号二维码. */
  label: string;
  size?: number;
  className?: string;
}

/**
 * A QR code drawn in the page (no image service), as a data-URL image. The encoder loads when the
 * code comes into view, so the footer's codes cost a page's first load nothing.
 */
export function QrCode({ value, label, size = 128, className }: QrCodeProps) {
  const [src, setSrc] = useState<string>();
  const placeholder = useRef<HTMLSpanElement>(null);
  const inView = useInView(placeholder);

  useEffect(() => {
    let live = true;
    setSrc(undefined);
    if (!value || !inView) return;
    // The encoder loads with the first code shown (the footer's, below the fold), not with the page.
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toDataURL(value, { width: size * 2, margin: 1, color: { dark: '#2b1a1d', light: '#ffffff' } }),
      )
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch(() => {
        // No canvas (very old browser or test DOM): the placeholder box stays.
      });
    return () => {
      live = false;
    };
  }, [value, size, inView]);

  const box = { width: size, height: size };
  return src ? (
    <img className={className} src={src} alt={label} style={box} />
  ) : (
    <span
      ref={placeholder}
      className={className}
      role="img"
      aria-label={label}
      style={{ ...box, display: 'inline-block', background: '#f3eee6' }}
    />
  );
}
