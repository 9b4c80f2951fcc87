import type { RoomWithRates } from '@hotel/shared/api/hotel';
import { MSG } from '@hotel/shared/messages';
import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadFailed } from './load-failed.tsx';
import { HOTEL_SITE_TEXT } from './messages.ts';
import { type RateAction, RateRow } from './rate-row.tsx';
import { nightsOf, type Stay } from './stay.ts';
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
  const room = rooms.data?.find((r) => r.rtCode === rtCode);
  return (
    <section id={id} className="room-detail__section room-detail__booking" aria-labelledby={`${id}-title`}>
      <div className="rooms-section__head">
        <h2 className="room-detail__subtitle" id={`${id}-title`}>
          {HOTEL_SITE_TEXT.ratesForStay}
        </h2>
        <StayPicker value={stay} onChange={onStay} />
      </div>
      {rooms.isPending ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {rooms.isError ? (
        <LoadFailed
          message={rooms.error instanceof Error ? rooms.error.message : undefined}
          onRetry={() => void rooms.refetch()}
        />
      ) : null}
      {rooms.isSuccess && (!room || room.rateList.length === 0) ? (
        <EmptyState description={MSG.noRoomTypes} />
      ) : null}
      {room && room.rateList.length > 0 ? (
        <ul className="room-item__rates room-detail__rate-list">
          {room.rateList.map((rate) => (
            <RateRow key={rate.rateCode} room={room} rate={rate} nights={nightsOf(stay)} action={action} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
