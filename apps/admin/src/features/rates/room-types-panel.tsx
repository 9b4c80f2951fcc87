import type { RatePlanRow, RoomTypeRow } from '@hotel/shared/admin/room-types';
import { cancelPolicyTag, isFreeCancelPolicy } from '@hotel/shared/cancel-policy';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { roomTypesQuery } from './api.ts';
import { RATES_TEXT } from './messages.ts';
import { RatePlanDialog } from './rate-plan-dialog.tsx';
import { RoomTypeDialog } from './room-type-dialog.tsx';
import styles from './room-types-panel.module.css';

type Dialog =
  | { kind: 'roomType'; row?: RoomTypeRow }
  | { kind: 'ratePlan'; roomTypeId: number; row?: RatePlanRow };

function breakfastText(n: number): string {
  return n === 0 ? RATES_TEXT.noBreakfast : RATES_TEXT.breakfastCount(n);
}

/** 房型与房价: the hotel's room types, each with its rate plans, created and edited here. */
export function RoomTypesPanel({ hotelCode }: { hotelCode: string }) {
  const types = useQuery(roomTypesQuery(hotelCode));
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);

  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setDialog({ kind: 'roomType' })}>
          {RATES_TEXT.newRoomType}
        </Button>
      </Flex>
      {types.data?.length === 0 ? <Empty description={RATES_TEXT.noRoomTypes} /> : null}
      <Flex vertical gap={12}>
        {(types.data ?? []).map((type) => (
          <Card
            key={type.id}
            size="small"
            title={`${type.name}（${type.rtCode}）`}
            extra={
              <Flex gap={8}>
                <Button size="small" onClick={() => setDialog({ kind: 'roomType', row: type })}>
                  {RATES_TEXT.edit}
                </Button>
                <Button size="small" onClick={() => setDialog({ kind: 'ratePlan', roomTypeId: type.id })}>
                  {RATES_TEXT.newRatePlan}
                </Button>
              </Flex>
            }
          >
            <Typography.Text type="secondary">
              {[type.size, type.bedType, type.window, `${RATES_TEXT.roomCount} ${type.roomCount}`]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
            <ul className={styles.ratePlanList}>
              {type.ratePlans.map((plan) => (
                <li key={plan.id}>
                  <Flex gap={8} wrap align="center">
                    <strong>{plan.name}</strong>
                    <span>¥{plan.basePrice}</span>
                    <span>{breakfastText(plan.breakfast)}</span>
                    <Tag color={isFreeCancelPolicy(plan.cancelPolicy) ? 'green' : 'default'}>
                      {cancelPolicyTag(plan.cancelPolicy)}
                    </Tag>
                    {plan.active ? null : <Tag color="red">{RATES_TEXT.inactive}</Tag>}
                    <Button
                      type="link"
                      size="small"
                      aria-label={`${RATES_TEXT.edit} ${plan.name}`}
                      onClick={() => setDialog({ kind: 'ratePlan', roomTypeId: type.id, row: plan })}
                    >
                      {RATES_TEXT.edit}
                    </Button>
                  </Flex>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </Flex>
      {dialog?.kind === 'roomType' && (
        <RoomTypeDialog hotelCode={hotelCode} row={dialog.row} onClose={close} />
      )}
      {dialog?.kind === 'ratePlan' && (
        <RatePlanDialog roomTypeId={dialog.roomTypeId} row={dialog.row} onClose={close} />
      )}
    </>
  );
}
