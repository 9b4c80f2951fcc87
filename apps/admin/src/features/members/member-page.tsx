import { ArrowLeftOutlined } from '@ant-design/icons';
import { MEMBERS_MSG, type MemberProfile } from '@hotel/shared/admin/members';
import { yuanText } from '@hotel/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Result, Space, Spin, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../components/page-heading.tsx';
import { screenPath } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';

import { AdjustDialog } from './adjust-dialog.tsx';
import { type LedgerKind, memberLedgerQuery, memberOrdersQuery, memberProfileQuery } from './api.ts';
import { LedgerTable, MemberOrdersTable } from './member-tables.tsx';
import { MEMBERS_TEXT, SEX_LABELS } from './messages.ts';

type Paging = { page: number; pageSize: number };
const FIRST_PAGE: Paging = { page: 1, pageSize: 20 };

function ProfileCard({ member, onAdjust }: { member: MemberProfile; onAdjust: (kind: LedgerKind) => void }) {
  return (
    <Card
      title={
        <Space size={8}>
          {MEMBERS_TEXT.profile}
          {member.closedAt ? <Tag>{MEMBERS_TEXT.closed}</Tag> : null}
        </Space>
      }
      extra={
        // a closed account is not adjusted (the server refuses it too)
        member.closedAt ? null : (
          <Space wrap>
            <Button onClick={() => onAdjust('points')}>{MEMBERS_TEXT.adjustPoints}</Button>
            <Button onClick={() => onAdjust('balance')}>{MEMBERS_TEXT.adjustBalance}</Button>
          </Space>
        )
      }
      style={{ marginBottom: 16 }}
    >
      {member.closedAt ? (
        <Alert type="info" showIcon title={MEMBERS_TEXT.closedNote} style={{ marginBottom: 16 }} />
      ) : null}
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
        <Descriptions.Item label={MEMBERS_TEXT.name}>{member.name}</Descriptions.Item>
        <Descriptions.Item label={MEMBERS_TEXT.mobile}>{member.mobile || '—'}</Descriptions.Item>
        <Descriptions.Item label={MEMBERS_TEXT.cardNo}>{member.cardNo}</Descriptions.Item>
        <Descriptions.Item label={MEMBERS_TEXT.level}>{member.levelName}</Descriptions.Item>
        <Descriptions.Item label={MEMBERS_TEXT.score}>{member.score}</Descriptions.Item>
        <Descriptions.Item label={MEMBERS_TEXT.balance}>{yuanText(member.balance)}</Descriptions.Item>
        <Descriptions.Item label={MEMBERS_TEXT.sex}>
          {member.sex === null ? '—' : (SEX_LABELS[member.sex] ?? '—')}
        </Descriptions.Item>
        <Descriptions.Item label={MEMBERS_TEXT.birthday}>{member.birthday ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={MEMBERS_TEXT.createdAt}>{member.createdAt}</Descriptions.Item>
        {member.closedAt ? (
          <Descriptions.Item label={MEMBERS_TEXT.closedAt}>{member.closedAt}</Descriptions.Item>
        ) : null}
      </Descriptions>
    </Card>
  );
}

function MemberHistory({ id }: { id: number }) {
  const [ordersPage, setOrdersPage] = useState(FIRST_PAGE);
  const [pointsPage, setPointsPage] = useState(FIRST_PAGE);
  const [balancePage, setBalancePage] = useState(FIRST_PAGE);
  const orders = useQuery(memberOrdersQuery(id, ordersPage));
  const points = useQuery(memberLedgerQuery(id, 'points', pointsPage));
  const balance = useQuery(memberLedgerQuery(id, 'balance', balancePage));
  const onPage = (set: (paging: Paging) => void) => (page: number, pageSize: number) =>
    set({ page, pageSize });

  return (
    <Card>
      <Tabs
        items={[
          {
            key: 'orders',
            label: MEMBERS_TEXT.orders,
            children: (
              <MemberOrdersTable
                rows={orders.data?.rows ?? []}
                total={orders.data?.total ?? 0}
                loading={orders.isFetching}
                {...ordersPage}
                onPage={onPage(setOrdersPage)}
              />
            ),
          },
          {
            key: 'points',
            label: MEMBERS_TEXT.pointsHistory,
            children: (
              <LedgerTable
                kind="points"
                rows={points.data?.rows ?? []}
                total={points.data?.total ?? 0}
                loading={points.isFetching}
                {...pointsPage}
                onPage={onPage(setPointsPage)}
              />
            ),
          },
          {
            key: 'balance',
            label: MEMBERS_TEXT.balanceHistory,
            children: (
              <LedgerTable
                kind="balance"
                rows={balance.data?.rows ?? []}
                total={balance.data?.total ?? 0}
                loading={balance.isFetching}
                {...balancePage}
                onPage={onPage(setBalancePage)}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}

/** One member in 会员管理: profile, points and stored value with their ledgers, and orders. */
export function MemberPage() {
  const id = Number(useParams().memberId);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const profile = useQuery({ ...memberProfileQuery(id), enabled: valid });
  const [adjusting, setAdjusting] = useState<LedgerKind>();
  const back = (
    <Link to={screenPath('members')}>
      <ArrowLeftOutlined /> {MEMBERS_TEXT.back}
    </Link>
  );

  if (!valid || profile.isError) {
    const message = profile.error instanceof ApiError ? profile.error.message : MEMBERS_MSG.memberNotFound;
    return <Result status="404" title={message} extra={back} />;
  }
  if (!profile.data) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  const member = profile.data;
  return (
    <>
      <PageHeading
        title={member.closedAt ? `${member.name}（${member.cardNo}）` : `${member.name}（${member.mobile}）`}
        extra={back}
      />
      <ProfileCard member={member} onAdjust={setAdjusting} />
      <MemberHistory id={member.id} />
      {adjusting && <AdjustDialog member={member} kind={adjusting} onClose={() => setAdjusting(undefined)} />}
    </>
  );
}
