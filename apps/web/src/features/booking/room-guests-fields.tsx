import { Form, Input, Select } from 'antd';
import type { InformationProblem } from './information-rules.ts';
import { BOOKING_TEXT } from './messages.ts';
import { adultChoices, childChoices, type RoomGuest } from './room-guests.ts';

interface RoomGuestsFieldsProps {
  /** Prefix of the field ids (`${ids}-guestName-0` …), so a problem can focus its field. */
  ids: string;
  guests: readonly RoomGuest[];
  problem: InformationProblem | undefined;
  onChange: (index: number, patch: Partial<RoomGuest>) => void;
}

/** `第2间 ` before a field's label: heard with the field, seen once as the room's title. */
function RoomPrefix({ room }: { room: string }) {
  return room ? <span className="room-guests__sr">{room} </span> : null;
}

/**
 * A guest's name for every room, with the adults and children staying in it (from the search, at
 * most 3 a room). With several rooms each room has its title and each field says which room it is for.
 */
export function RoomGuestsFields({ ids, guests, problem, onChange }: RoomGuestsFieldsProps) {
  const several = guests.length > 1;
  return (
    <div className="room-guests">
      {guests.map((guest, index) => {
        const room = several ? BOOKING_TEXT.roomLabel(index + 1) : '';
        const nameId = `${ids}-guestName-${index}`;
        const invalid = problem?.field === `guestName-${index}`;
        return (
          // Rooms have no identity beyond their position.
          // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity
          <div className="room-guests__room" key={index}>
            {room ? (
              <p className="room-guests__title" aria-hidden>
                {room}
              </p>
            ) : null}
            <Form.Item
              className="room-guests__name"
              label={
                <span className="booking-required">
                  <RoomPrefix room={room} />
                  {BOOKING_TEXT.guestName}
                </span>
              }
              htmlFor={nameId}
              validateStatus={invalid ? 'error' : undefined}
              help={invalid ? problem.message : undefined}
            >
              <Input
                id={nameId}
                value={guest.name}
                maxLength={50}
                autoComplete={index === 0 ? 'name' : 'off'}
                placeholder={BOOKING_TEXT.guestNamePlaceholder}
                aria-invalid={invalid ? true : undefined}
                onChange={(e) => onChange(index, { name: e.target.value })}
              />
            </Form.Item>
            <Form.Item
              label={
                <span>
                  <RoomPrefix room={room} />
                  {BOOKING_TEXT.adults}
                </span>
              }
              htmlFor={`${ids}-adults-${index}`}
            >
              <Select
                id={`${ids}-adults-${index}`}
                value={guest.adultNum}
                options={adultChoices(guest).map((n) => ({ value: n, label: n }))}
                onChange={(adultNum: number) => onChange(index, { adultNum })}
              />
            </Form.Item>
            <Form.Item
              label={
                <span>
                  <RoomPrefix room={room} />
                  {BOOKING_TEXT.children}
                </span>
              }
              htmlFor={`${ids}-children-${index}`}
            >
              <Select
                id={`${ids}-children-${index}`}
                value={guest.childrenNum}
                options={childChoices(guest).map((n) => ({ value: n, label: n }))}
                onChange={(childrenNum: number) => onChange(index, { childrenNum })}
              />
            </Form.Item>
          </div>
        );
      })}
    </div>
  );
}
