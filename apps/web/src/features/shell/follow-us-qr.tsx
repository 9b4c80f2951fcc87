import type { SiteInfo } from '@hotel/shared/api/cms';
import { QrCode } from '@hotel/ui/qr-code.tsx';
import { SHELL_TEXT } from './messages.ts';

/** The group's WeChat account as a QR code drawn in the page. */
export function FollowUsQr({ siteInfo }: { siteInfo: SiteInfo | undefined }) {
  return (
    <div className="follow-qr">
      <QrCode value={siteInfo?.followUrl} label={SHELL_TEXT.followQrLabel} size={132} />
      <p className="follow-qr__caption">{SHELL_TEXT.scanToFollow}</p>
    </div>
  );
}
