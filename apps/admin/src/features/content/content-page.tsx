import { ADMIN_SCREENS, mayDo, type StaffRole } from '@hotel/shared/admin/roles';
import { Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading.tsx';
import { useStaffSession } from '../../lib/session.ts';
import { BannersTab } from './banners-tab.tsx';
import { HotelContentTab } from './hotel-content-tab.tsx';
import { CONTENT_TEXT } from './messages.ts';
import { NewsTab } from './news-tab.tsx';
import { OffersTab } from './offers-tab.tsx';
import { PagesTab } from './pages-tab.tsx';

type ContentTab = keyof typeof CONTENT_TEXT.tabs;

const TAB_PAGES: Record<ContentTab, () => ReactNode> = {
  news: () => <NewsTab />,
  offers: () => <OffersTab />,
  banners: () => <BannersTab />,
  pages: () => <PagesTab />,
  hotels: () => <HotelContentTab />,
};

const GROUP_TABS: ContentTab[] = ['news', 'offers', 'banners', 'pages'];

/** What a role edits, as its permissions say: the group's content, hotels' own pages, or both. */
function tabsOf(role: StaffRole): ContentTab[] {
  return [
    ...(mayDo(role, 'editGroupContent') ? GROUP_TABS : []),
    ...(mayDo(role, 'editHotelContent') ? (['hotels'] as const) : []),
  ];
}

/** 内容管理: one tab per kind of content; the tab is in the address (?tab=offers). */
export function ContentPage() {
  const { staff } = useStaffSession();
  const [params, setParams] = useSearchParams();
  const tabs = tabsOf(staff.role);
  const asked = params.get('tab');
  const current = tabs.find((tab) => tab === asked) ?? tabs[0];
  return (
    <>
      <PageHeading title={ADMIN_SCREENS.content} />
      <Card>
        <Tabs
          activeKey={current}
          // A new tab starts with its own filters and first page.
          onChange={(tab) => setParams({ tab })}
          destroyOnHidden
          items={tabs.map((tab) => ({ key: tab, label: CONTENT_TEXT.tabs[tab], children: TAB_PAGES[tab]() }))}
        />
      </Card>
    </>
  );
}
