import type { SiteInfo } from '@hotel/shared/api/cms';
import { Popover } from 'antd';
import type { ReactElement } from 'react';
import type { Reach } from '../../components/load-on-intent.tsx';
import { FollowUsQr } from './follow-us-qr.tsx';

interface FollowUsPopoverProps {
  siteInfo: SiteInfo | undefined;
  /** How the guest reached for the button: pointing at it or pressing it opens the popup at once. */
  reach: Reach | 'asked';
  /** The 关注我们 button. */
  children: ReactElement;
}

/** The group's WeChat QR code over the hotline bar (loaded by site-header.tsx when reached for). */
export default function FollowUsPopover({ siteInfo, reach, children }: FollowUsPopoverProps) {
  return (
    <Popover
      content={<FollowUsQr siteInfo={siteInfo} />}
      placement="bottomRight"
      trigger={['hover', 'click']}
      defaultOpen={reach === 'hover' || reach === 'press'}
    >
      {children}
    </Popover>
  );
}
