import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { MSG } from '@hotel/shared/messages';
import type { GuestRoom } from '@hotel/shared/validation';
import { Button, Popover } from 'antd';
import { type ReactElement, useState } from 'react';
import { appStore } from '../../lib/app-store.ts';
import {
  addRoom,
  canAddGuest,
  canAddRoom,
  canRemoveRoom,
  changeGuests,
  type GuestField,
  removeRoom,
} from './guests.ts';
import { SEARCH_TEXT } from './messages.ts';
import styles from './search.module.css';

interface GuestsPopoverProps {
  value: GuestRoom[];
  onChange: (rooms: GuestRoom[]) => void;
  open: boolean;
  /** The guests field the popup opens from. */
  children: ReactElement;
}

interface StepperProps {
  label: string;
  hint?: string;
  value: number;
  onDecrease: () => void;
  onIncrease: () => void;
  canDecrease: boolean;
  canIncrease: boolean;
}

function Stepper({ label, hint, value, onDecrease, onIncrease, canDecrease, canIncrease }: StepperProps) {
  return (
    <div className={styles.stepper}>
      <span className={styles.stepperLabel}>
        {label}
        {hint ? <small>{hint}</small> : null}
      </span>
      <span className={styles.stepperControls}>
        <Button
          shape="circle"
          icon={<MinusOutlined aria-hidden />}
          aria-label={SEARCH_TEXT.decrease(label)}
          disabled={!canDecrease}
          onClick={onDecrease}
        />
        <output className={styles.stepperValue} aria-label={label}>
          {value}
        </output>
        {/* Not disabled at the limit, so a press explains the rule instead of doing nothing. */}
        <Button
          shape="circle"
          icon={<PlusOutlined aria-hidden />}
          aria-label={SEARCH_TEXT.increase(label)}
          className={canIncrease ? undefined : styles.stepperButtonLimit}
          onClick={onIncrease}
        />
      </span>
    </div>
  );
}

/** The guests popup: rooms with adults and children each (loaded by guests-picker.tsx; rules in guests.ts). */
export default function GuestsPopover({ value, onChange, open, children }: GuestsPopoverProps) {
  const [tip, setTip] = useState<string>();

  const step = (index: number, field: GuestField, delta: 1 | -1) => {
    const result = changeGuests(value, index, field, delta);
    setTip(result.tip);
    onChange(result.rooms);
  };

  const content = (
    <div className={styles.guestsPanel}>
      <p
        className={`${styles.guestsPanelRule}${tip ? ` ${styles.guestsPanelRuleAlert}` : ''}`}
        role={tip ? 'alert' : undefined}
      >
        {MSG.guestsPerRoom}
      </p>
      <ol className={styles.guestsPanelRooms}>
        {value.map((room, index) => {
          const name = SEARCH_TEXT.room(index + 1);
          return (
            // Rooms have no identity beyond their position.
            // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity
            <li key={index} className={styles.guestsPanelRoom} aria-label={name}>
              <div className={styles.guestsPanelRoomHead}>
                <strong>{name}</strong>
                {canRemoveRoom(value) ? (
                  <Button
                    type="link"
                    size="small"
                    aria-label={`${SEARCH_TEXT.removeRoom}${name}`}
                    onClick={() => {
                      setTip(undefined);
                      onChange(removeRoom(value, index));
                    }}
                  >
                    {SEARCH_TEXT.removeRoom}
                  </Button>
                ) : null}
              </div>
              <Stepper
                label={`${name}${SEARCH_TEXT.adults}`}
                value={room.adultNum}
                canDecrease={room.adultNum > 1}
                canIncrease={canAddGuest(room)}
                onDecrease={() => step(index, 'adultNum', -1)}
                onIncrease={() => step(index, 'adultNum', 1)}
              />
              <Stepper
                label={`${name}${SEARCH_TEXT.children}`}
                hint={SEARCH_TEXT.childrenHint}
                value={room.childrenNum}
                canDecrease={room.childrenNum > 0}
                canIncrease={canAddGuest(room)}
                onDecrease={() => step(index, 'childrenNum', -1)}
                onIncrease={() => step(index, 'childrenNum', 1)}
              />
            </li>
          );
        })}
      </ol>
      <div className={styles.guestsPanelActions}>
        <Button
          icon={<PlusOutlined aria-hidden />}
          disabled={!canAddRoom(value)}
          onClick={() => {
            setTip(undefined);
            onChange(addRoom(value));
          }}
        >
          {SEARCH_TEXT.addRoom}
        </Button>
        <Button type="primary" onClick={() => appStore.closeDialog('people')}>
          {SEARCH_TEXT.confirm}
        </Button>
      </div>
    </div>
  );

  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottom"
      open={open}
      onOpenChange={(next) => {
        setTip(undefined);
        if (next) appStore.openDialog('people');
        else appStore.closeDialog('people');
      }}
      arrow={false}
    >
      {children}
    </Popover>
  );
}
