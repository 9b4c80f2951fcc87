import { Image } from 'antd';
import { CONTENT_TEXT } from './messages.ts';
import { NewsDialog } from './news-dialog.tsx';
import { PublishableList } from './publishable-list.tsx';

/** 内容管理 › 新闻: every item of the news centre, drafts and scheduled ones included. */
export function NewsTab() {
  return (
    <PublishableList
      collection="news"
      scrollX={760}
      columns={[
        {
          title: CONTENT_TEXT.image,
          dataIndex: 'image',
          width: 96,
          render: (src: string, row) => (
            <Image src={src} alt={row.title} width={72} height={48} style={{ objectFit: 'cover' }} />
          ),
        },
        { title: CONTENT_TEXT.title, dataIndex: 'title' },
        { title: CONTENT_TEXT.newsDate, dataIndex: 'publishedOn', width: 120 },
      ]}
      dialog={(row, close) => <NewsDialog id={row?.id} onClose={close} />}
    />
  );
}
