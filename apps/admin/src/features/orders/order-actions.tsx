import type { OrderActions } from '@hotel/shared/admin/orders';
import { PAY_METHOD } from '@hotel/shared/constants';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { type DeskAction, useDeskAction } from './api.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { CollectDialog } from './collect-dialog.tsx';
import { ORDERS_TEXT } from './messages.ts';

interface OrderActionButtonsProps {
  order: {
    id: number;
    amount: number;
    paid: boolean;
    payMethod: string | null;
    channel: unknown;
    actions: OrderActions;
  };
  size?: 'small' | 'middle';
}

/** A pay-at-hotel booking not paid yet: its check-in is where the desk takes the money. */
export function dueAtDesk(order: { paid: boolean; payMethod: string | null }): boolean {
  return !order.paid && order.payMethod === PAY_METHOD.payAtHotel;
}

const DESK_ACTIONS: { key: DeskAction; allowed: keyof OrderActions; label: string; confirm: string }[] = [
  { key: 'check-in', allowed: 'checkIn', label: ORDERS_TEXT.checkIn, confirm: ORDERS_TEXT.confirmCheckIn },
  {
    key: 'check-out',
    allowed: 'checkOut',
    label: ORDERS_TEXT.checkOut,
    confirm: ORDERS_TEXT.confirmCheckOut,
  },
  { key: 'no-show', allowed: 'noShow', label: ORDERS_TEXT.noShow, confirm: ORDERS_TEXT.confirmNoShow },
];

/** What the desk confirms: a channel's order keeps no money here and earns no points. */
function confirmOf(action: (typeof DESK_ACTIONS)[number], channelOrder: boolean): string {
  if (!channelOrder) return action.confirm;
  if (action.key === 'no-show') return ORDERS_TEXT.confirmChannelNoShow;
  if (action.key === 'check-out') return ORDERS_TEXT.confirmChannelCheckOut;
  return action.confirm;
}

/** The actions the order allows now, each confirmed first; the server decides again. */
export function OrderActionButtons({ order, size = 'middle' }: OrderActionButtonsProps) {
  const [cancelling, setCancelling] = useState(false);
  const [collecting, setCollecting] = useState(false);
  const action = useDeskAction(order.id);

  return (
    <Space wrap size={8}>
      {DESK_ACTIONS.filter((a) => order.actions[a.allowed]).map((a) =>
        a.key === 'check-in' && dueAtDesk(order) ? (
          <Button key={a.key} size={size} type="primary" onClick={() => setCollecting(true)}>
            {a.label}
          </Button>
        ) : (
          <Popconfirm
            key={a.key}
            title={confirmOf(a, order.channel !== null)}
            onConfirm={() => action.mutate(a.key)}
          >
            <Button
              size={size}
              type={a.key === 'no-show' ? 'default' : 'primary'}
              loading={action.isPending && action.variables === a.key}
            >
              {a.label}
            </Button>
          </Popconfirm>
        ),
      )}
      {collecting && (
        <CollectDialog orderId={order.id} due={order.amount} onClose={() => setCollecting(false)} />
      )}
      {order.actions.cancel && (
        <Button size={size} danger onClick={() => setCancelling(true)}>
          {ORDERS_TEXT.cancel}
        </Button>
      )}
      {cancelling && (
        <CancelDialog
          orderId={order.id}
          paidAmount={order.amount}
          paid={order.paid}
          actions={order.actions}
          onClose={() => setCancelling(false)}
        />
      )}
    </Space>
  );
}
