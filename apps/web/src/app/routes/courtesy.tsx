import { LogoutOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { DEFAULT_BRAND_NAME } from '../../config/site.ts';
import { OrderList } from '../../features/booking/order-list.tsx';
import { MemberCard } from '../../features/member/member-card.tsx';
import { MembershipRules } from '../../features/member/membership-rules.tsx';
import { MEMBER_TEXT } from '../../features/member/messages.ts';
import { ProfilePanel } from '../../features/member/profile-panel.tsx';
import { useMemberDetail } from '../../features/member/use-member-detail.ts';
import { useLogout } from '../../features/shell/use-logout.ts';
import { siteInfoQuery } from '../../lib/site-info.ts';

const TABS = ['personal', 'booking'] as const;
type TabKey = (typeof TABS)[number];

function isTab(value: string | null): value is TabKey {
  return TABS.some((tab) => tab === value);
}

/** /courtesy (needs login): Personal center and My booking; ?tab=booking opens the second. */
export function CourtesyRoute() {
  const { data: detail, token } = useMemberDetail();
  const { data: siteInfo } = useQuery(siteInfoQuery());
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabKey = isTab(requested) ? requested : 'personal';
  // The wide header has no sidebar, so the member centre offers logout too.
  const logout = useLogout();

  const personal =
    detail && token ? (
      <div className="courtesy-personal">
        <MemberCard detail={detail} brandName={siteInfo?.brandName || DEFAULT_BRAND_NAME} />
        <ProfilePanel key={detail.userName} detail={detail} token={token} />
        <MembershipRules />
      </div>
    ) : (
      <div className="courtesy-personal" aria-busy="true">
        <div className="member-card member-card--skeleton" />
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );

  return (
    <div className="member-page">
      <header className="member-hero">
        <div className="page-container member-hero__inner">
          <div>
            <p className="member-hero__eyebrow">{MEMBER_TEXT.centreEyebrow}</p>
            <h1 className="member-hero__title">{MEMBER_TEXT.centreTitle}</h1>
            <p className="member-hero__text">{detail ? MEMBER_TEXT.welcome(detail.userName) : '\u00a0'}</p>
          </div>
          <button type="button" className="member-hero__logout" onClick={logout}>
            <LogoutOutlined aria-hidden />
            {MEMBER_TEXT.logout}
          </button>
        </div>
      </header>
      <div className="page-container courtesy-body">
        <Tabs
          className="courtesy-tabs"
          activeKey={tab}
          onChange={(key) => setParams(key === 'personal' ? {} : { tab: key }, { replace: true })}
          items={[
            { key: 'personal', label: MEMBER_TEXT.personalTab, children: personal },
            {
              key: 'booking',
              label: MEMBER_TEXT.bookingTab,
              children: token ? <OrderList token={token} /> : null,
            },
          ]}
        />
      </div>
    </div>
  );
}
