import { lazy, Suspense, useRef } from 'react';
import { useInView } from './use-in-view.ts';

// antd's QRCode and its encoder load with the first code that comes into view (the site's footer,
// below the fold; the back office's two-step sign-in set-up), not with the page.
const AntQRCode = lazy(() => import('antd/es/qr-code'));

interface QrCodeProps {
  /** What the code encodes; nothing is drawn while it is empty. */
  value: string | undefined;
  /** Accessible name, e.g. 关注公众号二维码. */
  label: string;
  size?: number;
}

/**
 * A QR code drawn in the page, never by an outside service (the back office's encodes a TOTP
 * secret): antd's QRCode, as an SVG on white.
 */
export function QrCode({ value, label, size = 128 }: QrCodeProps) {
  const placeholder = useRef<HTMLSpanElement>(null);
  const inView = useInView(placeholder);

  const standIn = (
    <span
      ref={placeholder}
      role="img"
      aria-label={label}
      style={{ width: size, height: size, display: 'inline-block', background: 'var(--sand)' }}
    />
  );
  if (!value || !inView) return standIn;
  return (
    <Suspense fallback={standIn}>
      <AntQRCode
        value={value}
        size={size}
        type="svg"
        marginSize={1}
        bgColor="var(--white)"
        bordered={false}
        role="img"
        aria-label={label}
        // the code's own white ends at its edge: what frames it (padding, rounded corners) is the page's
        style={{ display: 'inline-flex', verticalAlign: 'top', backgroundColor: 'transparent' }}
      />
    </Suspense>
  );
}
