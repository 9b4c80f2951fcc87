import { type ChannelDelivery, type ChannelRow, DELIVERY_STATUS_LABELS } from '@hotel/shared/admin/channels';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Empty, Flex, Result, Skeleton, Table, Tag, Typography } from 'antd';
import { deliveriesQuery } from './api.ts';
import { CHANNELS_TEXT } from './messages.ts';

/**
 * 渠道订单: the reservations, changes and cancellations the channel delivered lately, each with our
 * order number or why it was refused (the channel has to rehouse that guest).
 */
export function DeliveriesDrawer({ channel, onClose }: { channel: ChannelRow; onClose: () => void }) {
  const list = useQuery(deliveriesQuery(channel.id));
  return (
    <Drawer open title={CHANNELS_TEXT.deliveriesTitle(channel.name)} size="large" onClose={onClose}>
      {list.isPending ? (
        <Skeleton active />
      ) : list.error ? (
        <Result status="warning" title={list.error.message} />
      ) : (
        <Table<ChannelDelivery>
          size="small"
          rowKey={(row) => `${row.receivedAt}|${row.resId}|${row.status}|${row.orderNos.join()}`}
          dataSource={list.data}
          locale={{ emptyText: <Empty description={CHANNELS_TEXT.noDeliveries} /> }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: CHANNELS_TEXT.receivedAt,
              dataIndex: 'receivedAt',
              render: (at: string) => at.slice(5, 16),
            },
            // one cell for the reservation and what became of it: read whole on a phone without scrolling
            {
              title: `${CHANNELS_TEXT.channelResId} / ${CHANNELS_TEXT.outcome}`,
              key: 'res',
              render: (_, row) => (
                <Flex vertical gap={2}>
                  <span>{row.resId ?? '—'}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {row.status ? DELIVERY_STATUS_LABELS[row.status] : CHANNELS_TEXT.unreadable}
                    {row.hotelName ? ` · ${row.hotelName}` : ''}
                  </Typography.Text>
                  {row.error ? (
                    <Typography.Text type="danger">{`${CHANNELS_TEXT.refused}：${row.error}`}</Typography.Text>
                  ) : (
                    <span>
                      <Tag color="success">{CHANNELS_TEXT.taken}</Tag>
                      {row.orderNos.join('、')}
                    </span>
                  )}
                </Flex>
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
