import { HEAD_OFFICE_CODE } from '@hotel/shared/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BannerCarousel } from '../../features/home/banner-carousel.tsx';
import { type FinderSearch, HotelFinder } from '../../features/hotels/hotel-finder.tsx';
import { HOTELS_TEXT } from '../../features/hotels/messages.ts';
import { HotelSearchBar } from '../../features/search/hotel-search-bar.tsx';
import { type ListSearch, storedListSearch } from '../../features/search/search-storage.ts';
import { hotelKeys } from '../../lib/query-keys.ts';
import { siteInfoQuery } from '../../lib/site-info.ts';
import { sessionStore } from '../../lib/storage.ts';

function finderSearch(search: ListSearch, id: number): FinderSearch {
  return { id, ...search, cityName: search.cityCode ? (sessionStore.get('cityName') ?? '') : '' };
}

/** The group's hotel list: banners, the compact search, filters, the hotels with their map, paging. */
export function HotelsRoute() {
  const queryClient = useQueryClient();
  const site = useQuery(siteInfoQuery());
  // The stored search of this tab (Home's search box or this page's own) is where the list starts.
  const [search, setSearch] = useState<FinderSearch>(() => finderSearch(storedListSearch(), 0));

  const onSearch = (next: ListSearch) => {
    // Searching again reloads the list and the filters, even for the same city.
    void queryClient.invalidateQueries({ queryKey: hotelKeys.archives() });
    void queryClient.invalidateQueries({ queryKey: hotelKeys.byPage() });
    setSearch((current) => finderSearch(next, current.id + 1));
  };

  return (
    <div className="hotels-page">
      <BannerCarousel hotelCode={HEAD_OFFICE_CODE} />
      <div className="page-container hotels-page__search">
        <h1 className="hotels-page__title">{HOTELS_TEXT.heading}</h1>
        <HotelSearchBar onSearch={onSearch} />
      </div>
      <div className="page-container">
        <HotelFinder search={search} wechatBookingUrl={site.data?.wechatBookingUrl} />
      </div>
    </div>
  );
}
