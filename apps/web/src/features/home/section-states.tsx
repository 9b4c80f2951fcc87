import { Skeleton } from 'antd';
import { EmptyState } from '../../components/empty-state.tsx';
import { HOME_TEXT } from './messages.ts';

/** Loading, failed and empty states of a home section's list; renders nothing once there are items. */
export function SectionStates(props: { isPending: boolean; isError: boolean; isEmpty: boolean }) {
  if (props.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (props.isError) return <EmptyState description={HOME_TEXT.loadFailed} />;
  if (props.isEmpty) return <EmptyState />;
  return null;
}
