import { HEAD_OFFICE_CODE } from '@hotel/shared/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import layoutStyles from '../../components/layout.module.css';
import { BannerCarousel } from '../../features/home/banner-carousel.tsx';
import { HotelFinder } from '../../features/hotels/hotel-finder.tsx';
import hotelsStyles from '../../features/hotels/hotels.module.css';
import { HOTELS_TEXT } from '../../features/hotels/messages.ts';
import { cityNamed, groupCitiesQuery } from '../../features/search/api.ts';
import { HotelSearchBar } from '../../features/search/hotel-search-bar.tsx';
import {
  type CityChoice,
  type ListSearch,
  rememberListSearch,
  storedListSearch,
} from '../../features/search/search-storage.ts';
import {
  type HotelListAddress,
  hasListSearch,
  listSearchString,
  NO_LIST_SEARCH,
  readListAddress,
} from '../../lib/hotel-list-address.ts';
import { hotelKeys } from '../../lib/query-keys.ts';
import { siteInfoQuery } from '../../lib/site-info.ts';

/**
 * The group's hotel list: banners, the compact search, filters, the hotels with their map, paging.
 * What it shows is its address (lib/hotel-list-address.ts); a bare /hotels shows this tab's last
 * search, and the address then says it.
 */
export function HotelsRoute() {
  const queryClient = useQueryClient();
  const site = useQuery(siteInfoQuery());
  const [params, setParams] = useSearchParams();
  const fromAddress = hasListSearch(params);
  // Storage reads as empty on the server and while hydrating: the server's page is the default list.
  const stored = fromAddress ? undefined : storedListSearch();
  const address: HotelListAddress = fromAddress ? readListAddress(params) : { ...NO_LIST_SEARCH, ...stored };
  const cities = useQuery({ ...groupCitiesQuery(), enabled: address.cityCode !== '' });
  const cityName = address.cityCode ? cityNamed(cities.data ?? [], address.cityCode) : '';
  const shown = listSearchString(address);

  // A bare /hotels showing the tab's search: the address says it, so a reload or a link keeps it.
  useEffect(() => {
    if (!fromAddress && shown) setParams(shown, { replace: true, preventScrollReset: true });
  }, [fromAddress, shown, setParams]);

  // The search the address shows is this tab's search: the hotels' links carry its stay.
  const { cityCode, hotelName } = address;
  const [checkIn, checkOut] = [address.stay?.checkIn, address.stay?.checkOut];
  useEffect(() => {
    if (!fromAddress) return;
    const stay = checkIn && checkOut ? { checkIn, checkOut } : undefined;
    rememberListSearch({ cityCode, hotelName, stay }, cityName);
  }, [fromAddress, cityCode, hotelName, checkIn, checkOut, cityName]);

  const show = (next: HotelListAddress) => setParams(listSearchString(next), { preventScrollReset: true });

  const onSearch = (search: ListSearch) => {
    // Searching again reloads the list and the filters, even for the same city.
    void queryClient.invalidateQueries({ queryKey: hotelKeys.archives() });
    void queryClient.invalidateQueries({ queryKey: hotelKeys.byPage() });
    // A new search drops the filters (another city's) and keeps how the guest views the list.
    show({ ...NO_LIST_SEARCH, ...search, sort: address.sort, size: address.size });
  };

  const city: CityChoice = address.cityCode
    ? { kind: 'city', city: { ctCode: address.cityCode, cnName: cityName || address.cityCode } }
    : fromAddress || stored
      ? { kind: 'all' }
      : undefined;
  const searchShown = { city, hotelName: address.hotelName, stay: address.stay };

  return (
    <div className={hotelsStyles.hotelsPage}>
      <BannerCarousel hotelCode={HEAD_OFFICE_CODE} compact />
      <div className={`${layoutStyles.pageContainer} ${hotelsStyles.hotelsPageSearch}`}>
        <h1 className={hotelsStyles.hotelsPageTitle}>{HOTELS_TEXT.heading}</h1>
        {/* A new search shown (a search, going back) starts the fields afresh from it. */}
        <HotelSearchBar
          key={`${address.cityCode}|${cityName}|${address.hotelName}|${address.stay?.checkIn}|${address.stay?.checkOut}`}
          shown={searchShown}
          onSearch={onSearch}
        />
      </div>
      <div className={layoutStyles.pageContainer}>
        <HotelFinder
          address={address}
          cityName={cityName}
          onAddress={show}
          wechatBookingUrl={site.data?.wechatBookingUrl}
        />
      </div>
    </div>
  );
}
