import type { UserDetail } from '@hotel/shared/api/user';
import { useQuery } from '@tanstack/react-query';
import { Skeleton, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import layoutStyles from '../../components/layout.module.css';
import { DEFAULT_BRAND_NAME } from '../../config/site.ts';
import { OrderList } from '../../features/booking/order-list.tsx';
import { CouponsPanel } from '../../features/loyalty/coupons-panel.tsx';
import { LOYALTY_TEXT } from '../../features/loyalty/messages.ts';
import { PointsPanel } from '../../features/loyalty/points-panel.tsx';
import { AccountPrivacyPanel } from '../../features/member/account-privacy.tsx';
import memberStyles from '../../features/member/member.module.css';
import { MemberCard } from '../../features/member/member-card.tsx';
import { MemberHero } from '../../features/member/member-hero.tsx';
import { MembershipRules } from '../../features/member/membership-rules.tsx';
import { ACCOUNT_TEXT, MEMBER_TEXT } from '../../features/member/messages.ts';
import { ProfilePanel } from '../../features/member/profile-panel.tsx';
import { useMemberDetail } from '../../features/member/use-member-detail.ts';
import { useLogout } from '../../features/shell/use-logout.ts';
import { siteInfoQuery } from '../../lib/site-info.ts';

/** What a tab of the member centre is given to draw itself. */
interface CentreContext {
  token: string;
  detail: UserDetail | undefined;
  brandName: string;
}

/**
 * The member centre's tabs, in order: `key` is the address's `?tab=` (the first tab has none),
 * `panel` what the tab shows once the member is known. A new tab is one entry here.
 */
const CENTRE_TABS = [
  {
    key: 'personal',
    label: MEMBER_TEXT.personalTab,
    panel: ({ detail, token, brandName }: CentreContext) => (
      <PersonalPanel {...{ detail, token, brandName }} />
    ),
  },
  {
    key: 'booking',
    label: MEMBER_TEXT.bookingTab,
    panel: ({ token }: CentreContext) => <OrderList token={token} />,
  },
  {
    key: 'points',
    label: LOYALTY_TEXT.pointsTab,
    panel: ({ token }: CentreContext) => <PointsPanel token={token} />,
  },
  {
    key: 'coupons',
    label: LOYALTY_TEXT.couponsTab,
    panel: ({ token }: CentreContext) => <CouponsPanel token={token} />,
  },
  {
    key: 'account',
    label: ACCOUNT_TEXT.tab,
    panel: ({ detail }: CentreContext) => <AccountPrivacyPanel detail={detail} />,
  },
] as const satisfies readonly { key: string; label: string; panel: (context: CentreContext) => ReactNode }[];

type TabKey = (typeof CENTRE_TABS)[number]['key'];
const FIRST_TAB: TabKey = CENTRE_TABS[0].key;

function isTab(value: string | null): value is TabKey {
  return CENTRE_TABS.some((tab) => tab.key === value);
}

/** 个人中心: the member card, the profile and the membership rules. */
function PersonalPanel({ detail, token, brandName }: CentreContext) {
  if (!detail)
    return (
      <div className={memberStyles.courtesyPersonal} aria-busy="true">
        <div className={`${memberStyles.memberCard} ${memberStyles.memberCardSkeleton}`} />
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  return (
    <div className={memberStyles.courtesyPersonal}>
      <MemberCard detail={detail} brandName={brandName} />
      <ProfilePanel key={detail.userName} detail={detail} token={token} />
      <MembershipRules />
    </div>
  );
}

/** /courtesy (needs login): the member centre's tabs; ?tab=booking, points, coupons opens one. */
export function CourtesyRoute() {
  const { data: detail, token } = useMemberDetail();
  const { data: siteInfo } = useQuery(siteInfoQuery());
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabKey = isTab(requested) ? requested : FIRST_TAB;
  // The wide header has no sidebar, so the member centre offers logout too.
  const logout = useLogout();
  const context: CentreContext | undefined = token
    ? { token, detail, brandName: siteInfo?.brandName || DEFAULT_BRAND_NAME }
    : undefined;

  return (
    <div>
      <MemberHero
        title={MEMBER_TEXT.centreTitle}
        text={detail ? MEMBER_TEXT.welcome(detail.userName) : undefined}
        onLogout={logout}
      />
      <div className={`${layoutStyles.pageContainer} ${memberStyles.courtesyBody}`}>
        <Tabs
          className={memberStyles.courtesyTabs}
          activeKey={tab}
          onChange={(key) => setParams(key === FIRST_TAB ? {} : { tab: key }, { replace: true })}
          items={CENTRE_TABS.map((entry) => ({
            key: entry.key,
            label: entry.label,
            children: context ? entry.panel(context) : null,
          }))}
        />
      </div>
    </div>
  );
}
