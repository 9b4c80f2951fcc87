import { useEffect, useState } from 'react';

interface QrCodeProps {
  /** What the code encodes; nothing is drawn while it is empty. */
  value: string | undefined;
  /** Accessible name, e.g. 动态验证码二维码. */
  label: string;
  size?: number;
}

/**
 * A QR code drawn in the page, never by an outside service: it encodes a TOTP secret. The
 * library is loaded only when a code is shown, so it stays out of the first download.
 */
export function QrCode({ value, label, size = 168 }: QrCodeProps) {
  const [src, setSrc] = useState<string>();

  useEffect(() => {
    let live = true;
    setSrc(undefined);
    if (!value) return;
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(value, { width: size * 2, margin: 1 }))
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch(() => {
        // No canvas (test DOM): the placeholder box stays; the secret is shown as text anyway.
      });
    return () => {
      live = false;
    };
  }, [value, size]);

  const box = { width: size, height: size, display: 'block' };
  return src ? (
    <img src={src} alt={label} style={box} />
  ) : (
    <span role="img" aria-label={label} style={{ ...box, background: 'var(--ant-color-fill-tertiary)' }} />
  );
}
