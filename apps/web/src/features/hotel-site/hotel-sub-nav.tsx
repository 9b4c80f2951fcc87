import { EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import type { HotelInfo } from '@hotel/shared/api/hotel';
import { NavLink } from 'react-router';
import layoutStyles from '../../components/layout.module.css';
import { paths } from '../../config/paths.ts';
import styles from './hotel-site.module.css';
import { HOTEL_SITE_TEXT } from './messages.ts';

function navItems(hotelCode: string) {
  return [
    { label: HOTEL_SITE_TEXT.nav.home, to: paths.childHome(hotelCode) },
    { label: HOTEL_SITE_TEXT.nav.rooms, to: paths.childRooms(hotelCode) },
    { label: HOTEL_SITE_TEXT.nav.meetings, to: paths.childMeetings(hotelCode) },
    { label: HOTEL_SITE_TEXT.nav.healthAndTea, to: paths.childHealthAndTea(hotelCode) },
    { label: HOTEL_SITE_TEXT.nav.sales, to: paths.childSales(hotelCode) },
    { label: HOTEL_SITE_TEXT.nav.about, to: paths.childAboutUs(hotelCode) },
  ];
}

/** The hotel's own menu under the group header: its name, phone and the six pages of its site. */
export function HotelSubNav({ hotel }: { hotel: HotelInfo }) {
  return (
    <div className={styles.hotelSubnav}>
      <div className={`${layoutStyles.pageContainer} ${styles.hotelSubnavInner}`}>
        <div className={styles.hotelSubnavIdentity}>
          <p className={styles.hotelSubnavName}>{hotel.hotelName}</p>
          <p className={styles.hotelSubnavMeta}>
            {hotel.address ? (
              <span>
                <EnvironmentOutlined aria-hidden /> {hotel.address}
              </span>
            ) : null}
            {hotel.tel ? (
              <a href={`tel:${hotel.tel.replace(/[^\d+]/g, '')}`}>
                <PhoneOutlined aria-hidden /> {hotel.tel}
              </a>
            ) : null}
          </p>
        </div>
        <nav aria-label={HOTEL_SITE_TEXT.subNav} className={styles.hotelSubnavNav}>
          <ul className={styles.hotelSubnavList}>
            {navItems(hotel.hotelCode).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={styles.hotelSubnavLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
