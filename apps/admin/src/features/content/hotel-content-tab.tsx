import { HOTEL_CONTENT_LABELS, type HotelContentRow } from '@hotel/shared/admin/content';
import { useQuery } from '@tanstack/react-query';
import { Select, Space, Table, type TableProps, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { hotelsQuery } from '../../lib/hotels.ts';
import { hotelContentListQuery } from './api.ts';
import { HotelContentDialog } from './hotel-content-dialog.tsx';
import { CONTENT_TEXT } from './messages.ts';
import { PublishActions, StateTag } from './publishing.tsx';

/** 内容管理 › 酒店页面: home, meetings, health and tea pages of one hotel (a manager's own hotels). */
export function HotelContentTab() {
  const hotels = useQuery(hotelsQuery());
  const [params, setParams] = useSearchParams();
  const hotelCode = params.get('hotel') ?? hotels.data?.[0]?.hotelCode ?? '';
  const hotelName = hotels.data?.find((h) => h.hotelCode === hotelCode)?.name ?? hotelCode;
  const list = useQuery({ ...hotelContentListQuery(hotelCode), enabled: hotelCode !== '' });
  const [editing, setEditing] = useState<HotelContentRow['kind']>();
  const columns: TableProps<HotelContentRow>['columns'] = [
    {
      title: CONTENT_TEXT.pageKind,
      dataIndex: 'kind',
      render: (kind: HotelContentRow['kind']) => HOTEL_CONTENT_LABELS[kind],
    },
    { title: CONTENT_TEXT.state, key: 'state', width: 220, render: (_, row) => <StateTag {...row} /> },
    {
      title: CONTENT_TEXT.actions,
      key: 'actions',
      width: 180,
      render: (_, row) => (
        <PublishActions
          itemPath={`hotels/${row.hotelCode}/${row.kind}`}
          title={`${hotelName} · ${HOTEL_CONTENT_LABELS[row.kind]}`}
          state={row.state}
          onEdit={() => setEditing(row.kind)}
        />
      ),
    },
  ];
  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <Typography.Text>{CONTENT_TEXT.chooseHotel}</Typography.Text>
        <Select
          aria-label={CONTENT_TEXT.chooseHotel}
          value={hotelCode || undefined}
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 280 }}
          loading={hotels.isPending}
          options={(hotels.data ?? []).map((h) => ({ value: h.hotelCode, label: h.name }))}
          onChange={(code: string) => setParams({ tab: 'hotels', hotel: code })}
        />
      </Space>
      <Table<HotelContentRow>
        rowKey="kind"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 560 }}
      />
      {editing && (
        <HotelContentDialog
          target={{ hotelCode, hotelName, kind: editing }}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
