import { PUBLISH_STATE_LABELS, type PublishState } from '@hotel/shared/admin/content';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { unpublish, useContentPublishing } from './api.ts';
import { CONTENT_TEXT } from './messages.ts';
import { PublishDialog } from './publish-dialog.tsx';

const STATE_COLOURS: Record<PublishState, string> = {
  draft: 'default',
  scheduled: 'gold',
  published: 'green',
};

/** 草稿 / 定时发布 / 已发布, with the time it went or goes out. */
export function StateTag({ state, publishedAt }: { state: PublishState; publishedAt: string | null }) {
  return (
    <Space size={4} wrap>
      <Tag color={STATE_COLOURS[state]}>{PUBLISH_STATE_LABELS[state]}</Tag>
      {publishedAt && state === 'scheduled' && (
        <Typography.Text type="secondary">{publishedAt}</Typography.Text>
      )}
    </Space>
  );
}

interface PublishActionsProps {
  /** The item's path under /content: `news/7`, `pages/about:74`, `hotels/HJ000101/home`. */
  itemPath: string;
  title: string;
  state: PublishState;
  onEdit?: () => void;
}

/** 编辑 · 发布 · 撤回 of a row; a scheduled item may be published now or moved, or withdrawn. */
export function PublishActions({ itemPath, title, state, onEdit }: PublishActionsProps) {
  const [publishing, setPublishing] = useState(false);
  const withdraw = useContentPublishing(() => unpublish(itemPath));
  return (
    <Space size={0} wrap>
      {onEdit && (
        <Button type="link" size="small" onClick={onEdit}>
          {CONTENT_TEXT.edit}
        </Button>
      )}
      {state !== 'published' && (
        <Button type="link" size="small" onClick={() => setPublishing(true)}>
          {CONTENT_TEXT.publish}
        </Button>
      )}
      {state !== 'draft' && (
        <Popconfirm
          title={CONTENT_TEXT.unpublishConfirm}
          okText={CONTENT_TEXT.unpublish}
          cancelText={CONTENT_TEXT.cancel}
          onConfirm={() => withdraw.mutateAsync()}
        >
          <Button type="link" size="small" danger loading={withdraw.isPending}>
            {CONTENT_TEXT.unpublish}
          </Button>
        </Popconfirm>
      )}
      {publishing && <PublishDialog itemPath={itemPath} title={title} onClose={() => setPublishing(false)} />}
    </Space>
  );
}
