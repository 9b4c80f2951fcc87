import type { ChannelRow, ReconciliationDifference } from '@hotel/shared/admin/channels';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Flex, Result, Skeleton, Space, Table, Typography } from 'antd';
import { reconciliationQuery, useResendDifferences } from './api.ts';
import { CHANNELS_TEXT } from './messages.ts';

/**
 * 核对: what the channel was last told against what it should hold now, night by night, with the
 * differences sent again on request. Read when opened and after each resend, never from a cache.
 */
export function ReconciliationDrawer({ channel, onClose }: { channel: ChannelRow; onClose: () => void }) {
  const found = useQuery(reconciliationQuery(channel.id));
  const resend = useResendDifferences();
  const data = found.data;

  return (
    <Drawer open title={CHANNELS_TEXT.reconcileTitle(channel.name)} size="large" onClose={onClose}>
      {found.isPending ? (
        <Skeleton active />
      ) : found.error ? (
        <Result status="warning" title={found.error.message} />
      ) : data ? (
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">
            {CHANNELS_TEXT.reconcileScope(data.from, data.nights, data.roomTypes)}
          </Typography.Text>
          <Alert
            type={data.total === 0 ? 'success' : 'warning'}
            showIcon
            title={
              data.total === 0
                ? CHANNELS_TEXT.reconcileClean
                : CHANNELS_TEXT.reconcileFound(data.total, data.differences.length)
            }
          />
          <Space wrap>
            {data.total > 0 ? (
              <Button
                type="primary"
                loading={resend.isPending}
                onClick={() => resend.mutate(channel.id, { onSuccess: () => found.refetch() })}
              >
                {CHANNELS_TEXT.resendDifferences}
              </Button>
            ) : null}
            <Button loading={found.isFetching} onClick={() => found.refetch()}>
              {CHANNELS_TEXT.recheck}
            </Button>
          </Space>
          {data.total > 0 ? (
            <Table<ReconciliationDifference>
              size="small"
              rowKey={(row) => `${row.channelRoomCode}|${row.night}`}
              dataSource={data.differences}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              scroll={{ x: 'max-content' }}
              columns={[
                { title: CHANNELS_TEXT.night, dataIndex: 'night' },
                {
                  title: CHANNELS_TEXT.roomType,
                  key: 'room',
                  render: (_, row) => `${row.hotelName} · ${row.roomTypeName}（${row.channelRoomCode}）`,
                },
                {
                  title: CHANNELS_TEXT.difference,
                  dataIndex: 'details',
                  render: (details: string[]) => (
                    <Flex vertical>
                      {details.map((detail) => (
                        <span key={detail}>{detail}</span>
                      ))}
                    </Flex>
                  ),
                },
              ]}
            />
          ) : null}
        </Flex>
      ) : null}
    </Drawer>
  );
}
