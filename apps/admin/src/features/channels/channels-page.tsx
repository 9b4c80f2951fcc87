import { PlusOutlined } from '@ant-design/icons';
import { type ChannelRow, FULL_SYNC_NIGHTS } from '@hotel/shared/admin/channels';
import { ADMIN_SCREENS, mayDo } from '@hotel/shared/admin/roles';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Dropdown, Flex, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { useStaffSession } from '../../lib/session.ts';
import { channelsQuery, useFullSync, useResend } from './api.ts';
import { ChannelDialog } from './channel-dialog.tsx';
import { DeliveriesDrawer } from './deliveries-drawer.tsx';
import { MappingDrawer } from './mapping-drawer.tsx';
import { CHANNELS_TEXT } from './messages.ts';
import { ReconciliationDrawer } from './reconciliation-drawer.tsx';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; row: ChannelRow }
  | { kind: 'map'; row: ChannelRow }
  | { kind: 'reconcile'; row: ChannelRow }
  | { kind: 'deliveries'; row: ChannelRow };

const time = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');

/**
 * 渠道管理: the connections to channel managers and OTAs, the hotels each sells, what waits to be
 * sent and what a channel refused. Administrators keep the connections; managers map their hotels.
 */
export function ChannelsPage() {
  const { staff } = useStaffSession();
  const admin = mayDo(staff.role, 'manageChannels');
  const list = useQuery(channelsQuery());
  const sync = useFullSync();
  const resend = useResend();
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  const ownHotel = staff.hotels[0]?.hotelCode;

  return (
    <>
      <PageHeading
        title={ADMIN_SCREENS.channels}
        extra={
          admin ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen({ kind: 'create' })}>
              {CHANNELS_TEXT.create}
            </Button>
          ) : null
        }
      />
      <Card>
        <Table<ChannelRow>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: CHANNELS_TEXT.empty }}
          columns={[
            { title: CHANNELS_TEXT.name, dataIndex: 'name' },
            {
              title: CHANNELS_TEXT.status,
              render: (_, row) => (
                <Flex vertical gap={4} align="start">
                  <Tag color={row.enabled ? 'success' : 'default'}>
                    {row.enabled ? CHANNELS_TEXT.on : CHANNELS_TEXT.off}
                  </Tag>
                  {row.problems.map((problem) => (
                    <Typography.Text key={`${problem.hotelCode}-${problem.rtCode}`} type="danger">
                      {`${problem.hotelCode} · ${problem.rtCode}：${problem.error}（${[
                        CHANNELS_TEXT.tries(problem.tries),
                        problem.nextTryAt ? CHANNELS_TEXT.nextTry(time(problem.nextTryAt)) : '',
                      ]
                        .filter(Boolean)
                        .join('，')}）`}
                    </Typography.Text>
                  ))}
                </Flex>
              ),
            },
            {
              title: CHANNELS_TEXT.priceAdjustShort,
              render: (_, row) => `${row.priceAdjustPercent > 0 ? '+' : ''}${row.priceAdjustPercent}%`,
            },
            {
              title: CHANNELS_TEXT.hotels,
              render: (_, row) =>
                row.hotels.length === 0 ? (
                  <Typography.Text type="secondary">{CHANNELS_TEXT.noHotels}</Typography.Text>
                ) : (
                  row.hotels.map((hotel) => `${hotel.name}（${hotel.channelHotelCode}）`).join('、')
                ),
            },
            {
              title: CHANNELS_TEXT.sending,
              render: (_, row) => (
                <Flex vertical>
                  <span>{CHANNELS_TEXT.dueNights(row.dueNights)}</span>
                  <Typography.Text type="secondary">
                    {row.lastSentAt
                      ? `${CHANNELS_TEXT.lastSent} ${time(row.lastSentAt)}`
                      : CHANNELS_TEXT.never}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: CHANNELS_TEXT.actions,
              render: (_, row) => (
                <Space wrap>
                  {admin ? (
                    <Button onClick={() => setOpen({ kind: 'edit', row })}>{CHANNELS_TEXT.edit}</Button>
                  ) : null}
                  <Button onClick={() => setOpen({ kind: 'map', row })}>{CHANNELS_TEXT.map}</Button>
                  <Dropdown
                    menu={{
                      items: FULL_SYNC_NIGHTS.map((nights) => ({
                        key: String(nights),
                        label: CHANNELS_TEXT.syncNights(nights),
                      })),
                      onClick: ({ key }) =>
                        sync.mutate({
                          id: row.id,
                          body: {
                            nights: Number(key) as (typeof FULL_SYNC_NIGHTS)[number],
                            hotelCode: admin ? undefined : ownHotel,
                          },
                        }),
                    }}
                  >
                    <Button loading={sync.isPending && sync.variables?.id === row.id}>
                      {CHANNELS_TEXT.sync}
                    </Button>
                  </Dropdown>
                  {row.enabled ? (
                    <Button onClick={() => setOpen({ kind: 'reconcile', row })}>
                      {CHANNELS_TEXT.reconcile}
                    </Button>
                  ) : null}
                  <Button onClick={() => setOpen({ kind: 'deliveries', row })}>
                    {CHANNELS_TEXT.deliveries}
                  </Button>
                  {row.problems.length > 0 ? (
                    <Button
                      danger
                      loading={resend.isPending && resend.variables === row.id}
                      onClick={() => resend.mutate(row.id)}
                    >
                      {CHANNELS_TEXT.resend}
                    </Button>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {open?.kind === 'create' ? <ChannelDialog onClose={close} /> : null}
      {open?.kind === 'edit' ? <ChannelDialog row={open.row} onClose={close} /> : null}
      {open?.kind === 'map' ? <MappingDrawer channel={open.row} onClose={close} /> : null}
      {open?.kind === 'reconcile' ? <ReconciliationDrawer channel={open.row} onClose={close} /> : null}
      {open?.kind === 'deliveries' ? <DeliveriesDrawer channel={open.row} onClose={close} /> : null}
    </>
  );
}
