import type { OfferRow } from '@hotel/shared/admin/content';
import { SALE_THEME_WORDS } from '@hotel/shared/constants';
import { CONTENT_TEXT } from './messages.ts';
import { OfferDialog } from './offer-dialog.tsx';
import { PublishableList } from './publishable-list.tsx';

/** 内容管理 › 优惠活动: the group's and the hotels' offers, drafts and scheduled ones included. */
export function OffersTab() {
  return (
    <PublishableList
      collection="offers"
      scrollX={900}
      columns={[
        { title: CONTENT_TEXT.title, dataIndex: 'title' },
        {
          title: CONTENT_TEXT.theme,
          dataIndex: 'theme',
          width: 72,
          render: (theme: OfferRow['theme']) => SALE_THEME_WORDS[theme],
        },
        {
          title: CONTENT_TEXT.hotel,
          key: 'hotel',
          render: (_, row) => row.hotelName || CONTENT_TEXT.groupWide,
        },
        {
          title: CONTENT_TEXT.period,
          key: 'period',
          width: 210,
          render: (_, row) => `${row.beginsOn} 至 ${row.endsOn}`,
        },
      ]}
      dialog={(row, close) => <OfferDialog id={row?.id} onClose={close} />}
    />
  );
}
