import { Image, Space } from 'antd';
import { BannerDialog } from './banner-dialog.tsx';
import { CONTENT_TEXT } from './messages.ts';
import { PublishableList } from './publishable-list.tsx';

/** 内容管理 › 横幅: the group's carousel first, then each hotel's, in display order. */
export function BannersTab() {
  return (
    <PublishableList
      collection="banners"
      scrollX={860}
      columns={[
        {
          title: CONTENT_TEXT.image,
          key: 'images',
          width: 150,
          render: (_, row) => (
            <Space size={4}>
              <Image
                src={row.pcImage}
                alt={CONTENT_TEXT.pcImage}
                width={88}
                height={40}
                style={{ objectFit: 'cover' }}
              />
              <Image
                src={row.mobImage}
                alt={CONTENT_TEXT.mobImage}
                width={28}
                height={40}
                style={{ objectFit: 'cover' }}
              />
            </Space>
          ),
        },
        { title: CONTENT_TEXT.title, dataIndex: 'title' },
        {
          title: CONTENT_TEXT.hotel,
          key: 'hotel',
          render: (_, row) => row.hotelName || CONTENT_TEXT.groupWide,
        },
        { title: CONTENT_TEXT.sort, dataIndex: 'sort', width: 64 },
      ]}
      dialog={(row, close) => <BannerDialog row={row} onClose={close} />}
    />
  );
}
