import { MAX_ROOMS_PER_ORDER } from '@hotel/shared/constants';
import { Form, Select } from 'antd';
import { useId } from 'react';
import styles from './booking.module.css';
import { BOOKING_TEXT } from './messages.ts';

interface RoomQtyFieldProps {
  /** The rooms the server priced. */
  roomQty: number;
  /** Rooms free on every night of the stay. */
  available: number;
  /** The figures are being asked for again: no other change meanwhile. */
  checking: boolean;
  /** Asks the server for the stay with this many rooms; the guests follow once it agrees. */
  onChange: (roomQty: number) => void;
}

/** 预订间数: up to five rooms, never more than are left (but never fewer than already booked). */
export function RoomQtyField({ roomQty, available, checking, onChange }: RoomQtyFieldProps) {
  const id = useId();
  const maxRooms = Math.max(roomQty, Math.min(MAX_ROOMS_PER_ORDER, available));
  return (
    <Form.Item label={BOOKING_TEXT.roomQty} htmlFor={id} className={styles.fillInfoRooms}>
      <Select
        id={id}
        value={roomQty}
        disabled={checking}
        options={Array.from({ length: maxRooms }, (_, i) => ({
          value: i + 1,
          label: BOOKING_TEXT.roomsOption(i + 1),
        }))}
        onChange={onChange}
      />
    </Form.Item>
  );
}
