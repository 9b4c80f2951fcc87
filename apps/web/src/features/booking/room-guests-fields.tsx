import { DEFAULT_GUESTS } from '@hotel/shared/constants';
import { Form, Input, Select } from 'antd';
import styles from './booking.module.css';
import { informationRules } from './information-rules.ts';
import { BOOKING_TEXT } from './messages.ts';
import { adultChoices, childChoices, type RoomGuest } from './room-guests.ts';

/** `第2间 ` before a field's label: heard with the field, seen once as the room's title. */
function RoomPrefix({ room }: { room: string }) {
  return room ? <span className={styles.roomGuestsSr}>{room} </span> : null;
}

const emptyRoom = { adultNum: DEFAULT_GUESTS.adults, childrenNum: DEFAULT_GUESTS.children };

/**
 * The form's `guests`: a guest's name for every room, with the adults and children staying in it
 * (from the search, at most 3 a room). With several rooms each room has its title and each field
 * says which room it is for.
 */
export function RoomGuestsFields() {
  return (
    <div>
      <Form.List name="guests">
        {(rooms) =>
          rooms.map(({ key, name: index }) => {
            const room = rooms.length > 1 ? BOOKING_TEXT.roomLabel(index + 1) : '';
            return (
              <div className={styles.roomGuestsRoom} key={key}>
                {room ? (
                  <p className={styles.roomGuestsTitle} aria-hidden>
                    {room}
                  </p>
                ) : null}
                <Form.Item
                  className={styles.roomGuestsName}
                  label={
                    <span className={styles.bookingRequired}>
                      <RoomPrefix room={room} />
                      {BOOKING_TEXT.guestName}
                    </span>
                  }
                  name={[index, 'name']}
                  rules={informationRules.guestName}
                >
                  <Input
                    maxLength={50}
                    autoComplete={index === 0 ? 'name' : 'off'}
                    placeholder={BOOKING_TEXT.guestNamePlaceholder}
                  />
                </Form.Item>
                {/* Who may still join the room depends on who is in it. */}
                <Form.Item noStyle shouldUpdate>
                  {({ getFieldValue }) => {
                    const guest: RoomGuest = getFieldValue(['guests', index]) ?? emptyRoom;
                    return (
                      <>
                        <Form.Item
                          label={
                            <span>
                              <RoomPrefix room={room} />
                              {BOOKING_TEXT.adults}
                            </span>
                          }
                          name={[index, 'adultNum']}
                        >
                          <Select options={adultChoices(guest).map((n) => ({ value: n, label: n }))} />
                        </Form.Item>
                        <Form.Item
                          label={
                            <span>
                              <RoomPrefix room={room} />
                              {BOOKING_TEXT.children}
                            </span>
                          }
                          name={[index, 'childrenNum']}
                        >
                          <Select options={childChoices(guest).map((n) => ({ value: n, label: n }))} />
                        </Form.Item>
                      </>
                    );
                  }}
                </Form.Item>
              </div>
            );
          })
        }
      </Form.List>
    </div>
  );
}
