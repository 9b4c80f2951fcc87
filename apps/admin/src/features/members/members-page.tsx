import { MEMBER_KEYWORD, type MemberRow } from '@hotel/shared/admin/members';
import { ADMIN_SCREENS } from '@hotel/shared/admin/roles';
import { yuanText } from '@hotel/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Input, Space, Table, type TableProps, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { PageHeading } from '../../components/page-heading.tsx';

import { PAGE_SIZES, useListParams } from '../../lib/use-list-params.ts';
import { memberSearchQuery } from './api.ts';
import { memberPath } from './member-path.ts';
import { MEMBERS_TEXT } from './messages.ts';

const FILTERS = ['keyword'] as const;

const columns: TableProps<MemberRow>['columns'] = [
  {
    title: MEMBERS_TEXT.name,
    dataIndex: 'name',
    render: (name: string, row) => (
      <Space size={4}>
        <Link to={memberPath(row.id)}>{name}</Link>
        {row.closedAt ? <Tag>{MEMBERS_TEXT.closed}</Tag> : null}
      </Space>
    ),
  },
  { title: MEMBERS_TEXT.mobile, dataIndex: 'mobile', render: (mobile: string) => mobile || '—' },
  { title: MEMBERS_TEXT.cardNo, dataIndex: 'cardNo' },
  { title: MEMBERS_TEXT.level, dataIndex: 'levelName' },
  { title: MEMBERS_TEXT.score, dataIndex: 'score', align: 'right' },
  { title: MEMBERS_TEXT.balance, dataIndex: 'balance', align: 'right', render: yuanText },
  { title: MEMBERS_TEXT.createdAt, dataIndex: 'createdAt', responsive: ['lg'] },
  {
    key: 'open',
    render: (_, row) => (
      <Link to={memberPath(row.id)} aria-label={`${MEMBERS_TEXT.view} ${row.name}`}>
        {MEMBERS_TEXT.view}
      </Link>
    ),
  },
];

/** 会员管理: find a member by mobile (whole or part) or card number, then open them. */
export function MembersPage() {
  const { filters, page, pageSize, setFilters, setPage } = useListParams(FILTERS);
  // a keyword the server would refuse is not sent; the search box says what it takes
  const keyword = MEMBER_KEYWORD.test(filters.keyword) ? filters.keyword : '';
  const list = useQuery(memberSearchQuery({ keyword, page, pageSize }));

  return (
    <>
      <PageHeading title={ADMIN_SCREENS.members} />
      <Card>
        <Input.Search
          key={filters.keyword}
          defaultValue={filters.keyword}
          placeholder={MEMBERS_TEXT.search}
          aria-label={MEMBERS_TEXT.search}
          enterButton="查询"
          allowClear
          maxLength={12}
          onSearch={(text) => setFilters({ keyword: text.trim() })}
          style={{ maxWidth: 420 }}
        />
        <Typography.Paragraph
          type={filters.keyword && !keyword ? 'danger' : 'secondary'}
          style={{ margin: '8px 0 16px' }}
        >
          {MEMBERS_TEXT.searchHint}
        </Typography.Paragraph>
        {keyword ? (
          <Table<MemberRow>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={list.data?.rows ?? []}
            loading={list.isFetching}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={MEMBERS_TEXT.noMembers} /> }}
            pagination={{
              current: page,
              pageSize,
              total: list.data?.total ?? 0,
              pageSizeOptions: PAGE_SIZES.map(String),
              showSizeChanger: true,
              showTotal: MEMBERS_TEXT.total,
              onChange: setPage,
            }}
          />
        ) : (
          <Empty description={MEMBERS_TEXT.enterKeyword} />
        )}
      </Card>
    </>
  );
}
