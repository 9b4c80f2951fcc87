import type { RoomWithRates } from '@hotel/shared/api/hotel';
import { MSG } from '@hotel/shared/messages';
import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { QueryState } from '../../components/query-state.tsx';
import type { Stay } from '../../lib/stay.ts';
import hotelRoomsStyles from './hotel-rooms.module.css';
import { HOTEL_SITE_TEXT } from './messages.ts';
import { type RateAction, RateRow } from './rate-row.tsx';
import roomDetailStyles from './room-detail.module.css';
import { nightsOf } from './stay.ts';
import { StayPicker } from './stay-picker.tsx';

interface RoomDetailRatesProps {
  /** Anchor of the section (the 查看价格并预订 link jumps here). */
  id: string;
  rtCode: string;
  /** getRoomAndRate of the hotel for the stay: every room type, this one among them. */
  rooms: UseQueryResult<RoomWithRates[], unknown>;
  stay: Stay;
  onStay: (stay: Stay) => void;
  /** The booking button of each rate, as on the rooms page. */
  action: RateAction;
}

/** The room type's rates for the chosen stay, each with its price, rooms left and 预订 button. */
export function RoomDetailRates({ id, rtCode, rooms, stay, onStay, action }: RoomDetailRatesProps) {
  const roomOf = (data: RoomWithRates[]) => data.find((r) => r.rtCode === rtCode);
  return (
    <section
      id={id}
      className={`${roomDetailStyles.roomDetailSection} ${roomDetailStyles.roomDetailBooking}`}
      aria-labelledby={`${id}-title`}
    >
      <div className={hotelRoomsStyles.roomsSectionHead}>
        <h2 className={roomDetailStyles.roomDetailSubtitle} id={`${id}-title`}>
          {HOTEL_SITE_TEXT.ratesForStay}
        </h2>
        <StayPicker value={stay} onChange={onStay} />
      </div>
      <QueryState
        query={rooms}
        loading={<Skeleton active paragraph={{ rows: 3 }} />}
        serverMessage
        isEmpty={(data) => !roomOf(data)?.rateList.length}
        empty={MSG.noRoomTypes}
      >
        {(data) => {
          const room = roomOf(data);
          return room ? (
            <ul className={`${hotelRoomsStyles.roomItemRates} ${roomDetailStyles.roomDetailRateList}`}>
              {room.rateList.map((rate) => (
                <RateRow
                  key={rate.rateCode}
                  room={room}
                  rate={rate}
                  nights={nightsOf(stay)}
                  action={action}
                />
              ))}
            </ul>
          ) : null;
        }}
      </QueryState>
    </section>
  );
}
