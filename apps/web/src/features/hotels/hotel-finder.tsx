import { HOTEL_PAGE_SIZES } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Pagination } from 'antd';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { HotelMapInView } from '../../components/hotel-map-in-view.tsx';
import layoutStyles from '../../components/layout.module.css';
import { LineSkeleton } from '../../components/line-skeleton.tsx';
import { withPageLink } from '../../components/page-link.tsx';
import { withJumpName, withStepName } from '../../components/pagination.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { SiteIcon } from '../../components/site-icon.tsx';
import { SkeletonBlock } from '../../components/skeleton-block.tsx';
import { NARROW_QUERY } from '../../config/site.ts';
import { type HotelPageRequest, hotelPageQuery, useViewer } from '../../lib/catalogue-queries.ts';
import { type HotelListAddress, hotelListPath, listSearchString } from '../../lib/hotel-list-address.ts';
import { usePageHead } from '../../lib/page-head.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { filterGroupsQuery } from './api.ts';
import { FilterPanel } from './filter-panel.tsx';
import {
  type FilterSelection,
  NO_FILTERS,
  selectedCount,
  selectionOf,
  selectionRequest,
  toFilterGroups,
  withGroup,
} from './filters.ts';
import { HotelCard } from './hotel-card.tsx';
import { hotelListStructuredData } from './hotel-list-structured-data.ts';
import styles from './hotels.module.css';
import { HOTELS_TEXT } from './messages.ts';
import { SortLinks } from './sort-links.tsx';

const FilterDrawer = lazy(() => import('./filter-drawer.tsx').then((m) => ({ default: m.FilterDrawer })));

interface HotelFinderProps {
  /** The search, filters and page the address names (lib/hotel-list-address.ts). */
  address: HotelListAddress;
  /** The searched city's name ('' while unknown, and for every city). */
  cityName: string;
  /** Shows another filter choice or page: a new address. */
  onAddress: (next: HotelListAddress) => void;
  /** Base of the external WeChat booking link (site settings). */
  wechatBookingUrl: string | undefined;
}

function ListSkeleton() {
  return (
    <div className={styles.hotelFinderSkeleton} aria-busy="true">
      {[0, 1, 2].map((n) => (
        <div className={`${styles.hotelCard} ${styles.hotelCardSkeleton}`} key={n}>
          <SkeletonBlock className={styles.hotelCardMedia} />
          <LineSkeleton title rows={3} />
        </div>
      ))}
    </div>
  );
}

/** Filters, the orders, the page of hotels, the map of that page and the paginator. */
export function HotelFinder({ address, cityName, onAddress, wechatBookingUrl }: HotelFinderProps) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const [hovered, setHovered] = useState<string>();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code loads when it is first opened, and it stays for its closing slide.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);

  const archives = useQuery(filterGroupsQuery(address.cityCode));
  const groups = useMemo(() => toFilterGroups(archives.data ?? []), [archives.data]);
  // A box ticked shows at once; the address, a router transition away, catches up.
  const shown = listSearchString(address);
  const [picked, setPicked] = useState<{ under: string; selection: FilterSelection }>();
  if (picked && picked.under !== shown) setPicked(undefined);
  const selection = picked?.under === shown ? picked.selection : selectionOf(groups, address);
  // Until the groups are known the address's choice is asked for as it is; then only what they offer.
  const chosen = archives.data ? selectionRequest(groups, selection) : address;
  const request: HotelPageRequest = {
    cityCode: address.cityCode,
    hotelName: address.hotelName,
    archives: chosen.archives,
    brands: chosen.brands,
    pageSize: address.size,
    currentPage: address.page,
    // the stay searched is the one priced; without one the server prices tonight
    ...address.stay,
    sort: address.sort,
  };
  // the viewer in the key: a member's prices (会员价) after logging in, without a reload
  const hotels = useQuery(hotelPageQuery(request, useViewer()));
  const rows = hotels.data?.rows ?? [];
  const total = hotels.data?.total ?? 0;
  const filterCount = selectedCount(selection);
  // The hotel the map centres on, while it is on the page shown.
  const focus = rows.some((hotel) => hotel.hotelCode === hovered) ? hovered : undefined;

  const choose = (next: FilterSelection) => {
    setPicked({ under: shown, selection: next });
    onAddress({ ...address, ...selectionRequest(groups, next), page: 1 });
  };
  const changeGroup = (code: string, values: string[]) => choose(withGroup(selection, code, values));
  const clearFilters = () => choose(NO_FILTERS);
  const changePage = (page: number, size: number) => {
    onAddress({ ...address, page: size === address.size ? page : 1, size });
    const top = listRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) listRef.current?.scrollIntoView({ block: 'start' });
  };

  const openDrawer = () => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  };

  const filterBody = archives.isPending ? (
    <LineSkeleton rows={4} />
  ) : archives.isError ? (
    <p className={styles.hotelFinderNote}>{archives.error.message || HOTELS_TEXT.filtersFailed}</p>
  ) : groups.length === 0 ? (
    <p className={styles.hotelFinderNote}>{MSG.noData}</p>
  ) : (
    <FilterPanel groups={groups} selection={selection} onChange={changeGroup} />
  );

  const place = address.cityCode ? cityName || address.cityCode : HOTELS_TEXT.allCities;
  usePageHead({
    // A city's list and its pages are pages of their own; a name, dates and filters are views of them.
    canonical: hotelListPath({ cityCode: address.cityCode, page: address.page }),
    title: address.cityCode ? HOTELS_TEXT.resultsIn(place) : undefined,
    description: rows.length > 0 ? HOTELS_TEXT.description(place, rows, total) : undefined,
    jsonLd:
      rows.length > 0 ? [hotelListStructuredData(rows, (address.page - 1) * address.size + 1)] : undefined,
  });

  return (
    <div className={styles.hotelFinder}>
      {narrow ? (
        drawerUsed ? (
          <Suspense fallback={null}>
            <FilterDrawer
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              onClear={clearFilters}
              nothingChosen={filterCount === 0}
              totalText={hotels.data ? HOTELS_TEXT.total(total) : ''}
            >
              {filterBody}
            </FilterDrawer>
          </Suspense>
        ) : null
      ) : (
        <section className={styles.hotelFinderFilters} aria-label={HOTELS_TEXT.filtersLabel}>
          {filterBody}
        </section>
      )}

      <div className={styles.hotelFinderToolbar}>
        <h2 className={styles.hotelFinderHeading}>
          {HOTELS_TEXT.resultsIn(place)}
          {address.hotelName ? (
            <span className={styles.hotelFinderKeyword}>“{address.hotelName}”</span>
          ) : null}
        </h2>
        <span className={styles.hotelFinderCount} aria-live="polite">
          {hotels.data ? HOTELS_TEXT.total(total) : ''}
        </span>
        <div className={styles.hotelFinderTools}>
          {filterCount > 0 && !narrow ? (
            <button type="button" className={styles.hotelFinderClear} onClick={clearFilters}>
              {HOTELS_TEXT.clearAll}
            </button>
          ) : null}
          {narrow ? (
            <button
              type="button"
              className={`${layoutStyles.plainControl} ${styles.hotelFinderFilterButton}`}
              onClick={openDrawer}
            >
              <SiteIcon name="filter" />
              {HOTELS_TEXT.filters}
              {filterCount > 0 ? <span className={styles.hotelFinderFilterCount}>{filterCount}</span> : null}
            </button>
          ) : null}
        </div>
      </div>

      <div className={styles.hotelFinderMain}>
        <aside className={styles.hotelFinderMap} aria-label={HOTELS_TEXT.mapLabel}>
          <HotelMapInView hotels={rows} focus={focus} label={HOTELS_TEXT.mapLabel} />
        </aside>
        <div className={styles.hotelFinderList} ref={listRef}>
          <SortLinks address={address} />
          <QueryState
            query={hotels}
            loading={<ListSkeleton />}
            failed={HOTELS_TEXT.listFailed}
            serverMessage
            retry={HOTELS_TEXT.retry}
            isEmpty={(found) => found.rows.length === 0}
            empty={
              <div className={styles.hotelFinderEmpty}>
                <EmptyState description={HOTELS_TEXT.noHotels} />
                <p className={styles.hotelFinderNote}>{HOTELS_TEXT.noHotelsHint}</p>
              </div>
            }
          >
            {() => (
              <div
                className={styles.hotelFinderCardsBox}
                aria-busy={hotels.isPlaceholderData && hotels.isFetching}
              >
                <ul className={styles.hotelFinderCards} aria-label={HOTELS_TEXT.listLabel}>
                  {rows.map((hotel) => (
                    <li key={hotel.hotelCode}>
                      <HotelCard
                        hotel={hotel}
                        wechatBookingUrl={wechatBookingUrl}
                        active={hotel.hotelCode === focus}
                        onFocus={setHovered}
                      />
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </QueryState>
          {total > 0 ? (
            <Pagination
              className={styles.hotelFinderPagination}
              current={address.page}
              pageSize={address.size}
              total={total}
              showTotal={(n) => HOTELS_TEXT.total(n)}
              showSizeChanger={{ 'aria-label': '每页条数' }}
              pageSizeOptions={[...HOTEL_PAGE_SIZES]}
              showQuickJumper
              showLessItems={narrow}
              onChange={changePage}
              itemRender={(page, type, element) => {
                if (type === 'prev' || type === 'next') return withStepName(element, type);
                const link = withPageLink(element, hotelListPath({ ...address, page }));
                return type === 'page' ? link : withJumpName(link, type, Math.abs(page - address.page));
              }}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
