import type { SiteInfo } from '@hotel/shared/api/cms';
import { QrCode } from '@hotel/ui/qr-code.tsx';
import styles from './follow-us-qr.module.css';
import { SHELL_TEXT } from './messages.ts';

/** The group's WeChat account as a QR code drawn in the page. */
export function FollowUsQr({ siteInfo }: { siteInfo: SiteInfo | undefined }) {
  return (
    <div className={styles.followQr}>
      <QrCode value={siteInfo?.followUrl} label={SHELL_TEXT.followQrLabel} size={132} />
      <p className={styles.followQrCaption}>{SHELL_TEXT.scanToFollow}</p>
    </div>
  );
}
