import { NotFoundState } from '../../components/not-found-state.tsx';
import { paths } from '../../config/paths.ts';
import { HOTEL_SITE_TEXT } from './messages.ts';

/** The hotel code of the address names no hotel: 酒店不存在, with the way home. */
export function HotelNotFound() {
  return (
    <NotFoundState
      title={HOTEL_SITE_TEXT.notFoundTitle}
      description={HOTEL_SITE_TEXT.notFoundText}
      backTo={paths.home}
      backLabel={HOTEL_SITE_TEXT.backHome}
    />
  );
}
