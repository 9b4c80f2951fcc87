import { useQuery } from '@tanstack/react-query';
import { Table, type TableProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useListParams } from '../../lib/use-list-params.ts';
import { contentListQuery, type GroupCollection, type GroupRow } from './api.ts';
import { ListToolbar } from './list-toolbar.tsx';
import { CONTENT_TEXT } from './messages.ts';
import { PublishActions, StateTag } from './publishing.tsx';

const FILTERS = ['keyword'] as const;

interface PublishableListProps<C extends GroupCollection, Row = GroupRow<C>> {
  collection: C;
  /** The list's own columns; the state and the actions (编辑 · 发布 · 撤回) follow them. */
  columns: NonNullable<TableProps<Row>['columns']>;
  /** Width the table scrolls at on a narrow screen. */
  scrollX: number;
  /** The dialog that creates (no row) or edits a row. */
  dialog: (row: Row | undefined, close: () => void) => ReactNode;
}

/** One of the group's lists (news, offers, banners): search, paging, state, publishing and editing. */
export function PublishableList<C extends GroupCollection>({
  collection,
  columns,
  scrollX,
  dialog,
}: PublishableListProps<C>) {
  type Row = GroupRow<C>;
  const { filters, page, pageSize, setFilters, setPage } = useListParams(FILTERS);
  const list = useQuery(contentListQuery(collection, { page, pageSize, keyword: filters.keyword }));
  const [editing, setEditing] = useState<{ row?: Row }>();
  const allColumns: TableProps<Row>['columns'] = [
    ...columns,
    { title: CONTENT_TEXT.state, key: 'state', width: 200, render: (_, row) => <StateTag {...row} /> },
    {
      title: CONTENT_TEXT.actions,
      key: 'actions',
      width: 180,
      render: (_, row) => (
        <PublishActions
          itemPath={`${collection}/${row.id}`}
          title={row.title}
          state={row.state}
          onEdit={() => setEditing({ row })}
        />
      ),
    },
  ];
  return (
    <>
      <ListToolbar
        keyword={filters.keyword}
        onSearch={(keyword) => setFilters({ keyword })}
        createLabel={CONTENT_TEXT.create[collection]}
        onCreate={() => setEditing({})}
      />
      <Table<Row>
        rowKey="id"
        columns={allColumns}
        dataSource={list.data?.rows ?? []}
        loading={list.isFetching}
        scroll={{ x: scrollX }}
        pagination={{
          current: page,
          pageSize,
          total: list.data?.total ?? 0,
          showTotal: CONTENT_TEXT.total,
          onChange: setPage,
        }}
      />
      {editing && dialog(editing.row, () => setEditing(undefined))}
    </>
  );
}
