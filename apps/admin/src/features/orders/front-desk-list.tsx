import type { HotelOption } from '@hotel/shared/admin/common';
import { FRONT_DESK_LABELS, type FrontDeskList as ListKind } from '@hotel/shared/admin/orders';
import { PAY_METHOD } from '@hotel/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, List, Select, Typography } from 'antd';
import { frontDeskQuery } from './api.ts';
import { ORDERS_TEXT } from './messages.ts';
import { dueAtDesk, OrderActionButtons } from './order-actions.tsx';
import { StatusTag } from './status-tag.tsx';

interface FrontDeskListProps {
  list: ListKind;
  hotelCode: string;
  hotels: HotelOption[];
  onHotel: (hotelCode: string) => void;
  onOpen: (id: number) => void;
}

/** 实付 ¥N once paid, 待收 ¥N for a pay-at-hotel booking the desk is to collect, else 未付. */
function moneyNote(row: { amount: number; paid: boolean; payMethod: string | null }): string {
  // a channel's prepaid guest paid the channel: nothing to collect, and not our money to refund
  if (row.paid && row.payMethod === PAY_METHOD.channel) return `渠道预付 ¥${row.amount.toFixed(2)}`;
  if (row.paid) return `实付 ¥${row.amount.toFixed(2)}`;
  return dueAtDesk(row) ? ORDERS_TEXT.dueAtDesk(row.amount) : `应付 ¥${row.amount.toFixed(2)}（未付）`;
}

/** 今日到店 / 今日离店 as cards: one stay a card, its actions on it, readable on a phone at the desk. */
export function FrontDeskList({ list, hotelCode, hotels, onHotel, onOpen }: FrontDeskListProps) {
  const day = useQuery(frontDeskQuery(list, hotelCode));
  return (
    <>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <Typography.Text strong>{`${FRONT_DESK_LABELS[list]} ${day.data?.date ?? ''}`}</Typography.Text>
        <Select
          aria-label={ORDERS_TEXT.hotel}
          value={hotelCode}
          onChange={onHotel}
          style={{ minWidth: 200, maxWidth: '100%' }}
          options={[
            { value: '', label: ORDERS_TEXT.allHotels },
            ...hotels.map((h) => ({ value: h.hotelCode, label: h.name })),
          ]}
        />
      </Flex>
      <List
        loading={day.isPending}
        dataSource={day.data?.rows ?? []}
        locale={{ emptyText: <Empty description={ORDERS_TEXT.emptyToday} /> }}
        grid={{ gutter: 12, xs: 1, sm: 1, md: 2, xl: 3 }}
        renderItem={(row) => (
          <List.Item>
            <Card
              size="small"
              title={`${row.guestName} · ${row.roomTypeName} × ${row.roomQty}`}
              extra={<StatusTag status={row.status} />}
            >
              <Typography.Paragraph style={{ marginBottom: 8 }}>
                {`${row.checkinDate} 至 ${row.checkoutDate}（${row.nights}晚）`}
                <br />
                {`${row.hotelName}，${row.mobile}，${moneyNote(row)}`}
                {row.channel && (
                  <>
                    <br />
                    {ORDERS_TEXT.channelOf(row.channel)}
                  </>
                )}
              </Typography.Paragraph>
              <Flex wrap gap={8}>
                <Button size="small" onClick={() => onOpen(row.id)}>
                  {ORDERS_TEXT.open}
                </Button>
                <OrderActionButtons order={row} size="small" />
              </Flex>
            </Card>
          </List.Item>
        )}
      />
    </>
  );
}
