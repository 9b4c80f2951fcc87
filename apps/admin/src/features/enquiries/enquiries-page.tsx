import type { EnquiryRow } from '@hotel/shared/admin/enquiries';
import { ADMIN_SCREENS } from '@hotel/shared/admin/roles';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { hotelsQuery } from '../../lib/hotels.ts';
import { PAGE_SIZES, useListParams } from '../../lib/use-list-params.ts';
import { enquiryListQuery } from './api.ts';
import { EnquiryDrawer, StatusTag } from './enquiry-drawer.tsx';
import { EnquiryFilters } from './enquiry-filters.tsx';
import { ENQUIRIES_TEXT } from './messages.ts';

const FILTERS = ['hotelCode', 'status', 'from', 'to'] as const;

/** 会议询价: the enquiries of the staff member's hotels, newest first, and their follow-up. */
export function EnquiriesPage() {
  const { filters, page, pageSize, setFilters, setPage } = useListParams(FILTERS);
  const list = useQuery(enquiryListQuery({ ...filters, page, pageSize }));
  const hotels = useQuery(hotelsQuery());
  const [openId, setOpenId] = useState<number>();

  const columns: TableProps<EnquiryRow>['columns'] = [
    { title: ENQUIRIES_TEXT.createdAt, dataIndex: 'createdAt', responsive: ['md'] },
    { title: ENQUIRIES_TEXT.hotel, dataIndex: 'hotelName' },
    { title: ENQUIRIES_TEXT.applyName, dataIndex: 'applyName' },
    { title: ENQUIRIES_TEXT.contactPhone, dataIndex: 'contactPhone' },
    { title: ENQUIRIES_TEXT.meetingType, dataIndex: 'meetingType', responsive: ['lg'] },
    { title: ENQUIRIES_TEXT.peopleNums, dataIndex: 'peopleNums', responsive: ['lg'] },
    {
      title: ENQUIRIES_TEXT.meetingTime,
      key: 'time',
      render: (_, row) => `${row.beginTime} – ${row.endTime.slice(11)}`,
      responsive: ['md'],
    },
    {
      title: ENQUIRIES_TEXT.status,
      dataIndex: 'status',
      render: (_, row) => <StatusTag status={row.status} />,
    },
    {
      key: 'open',
      render: (_, row) => (
        <Button
          type="link"
          onClick={() => setOpenId(row.id)}
          aria-label={`${ENQUIRIES_TEXT.open} ${row.applyName}`}
        >
          {ENQUIRIES_TEXT.open}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeading title={ADMIN_SCREENS.enquiries} />
      <Card>
        <EnquiryFilters
          // The address is the truth: back and forward show their own filters in the form.
          key={FILTERS.map((key) => filters[key]).join('|')}
          values={filters}
          hotels={hotels.data ?? []}
          onSearch={setFilters}
        />
        <Table<EnquiryRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.rows ?? []}
          loading={list.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize,
            total: list.data?.total ?? 0,
            pageSizeOptions: PAGE_SIZES.map(String),
            showSizeChanger: true,
            showTotal: ENQUIRIES_TEXT.total,
            onChange: setPage,
          }}
        />
      </Card>
      {openId !== undefined && <EnquiryDrawer id={openId} onClose={() => setOpenId(undefined)} />}
    </>
  );
}
