import { MSG } from '@hotel/shared/messages';
import { Empty } from 'antd';

interface EmptyStateProps {
  description?: string;
}

/** The one empty-state look of the site (default wording 暂无数据). */
export function EmptyState({ description = MSG.noData }: EmptyStateProps) {
  return <Empty className="empty-state" image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />;
}
