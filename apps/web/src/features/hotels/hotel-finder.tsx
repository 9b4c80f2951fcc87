import { FilterOutlined } from '@ant-design/icons';
import { HOTEL_PAGE_SIZE, HOTEL_PAGE_SIZES } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Drawer, Pagination, Skeleton, Spin } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { HotelMapInView } from '../../components/hotel-map-in-view.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { NARROW_QUERY } from '../../config/site.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { filterGroupsQuery, hotelPageQuery } from './api.ts';
import { FilterPanel } from './filter-panel.tsx';
import {
  type FilterSelection,
  NO_FILTERS,
  selectedCount,
  selectionRequest,
  toFilterGroups,
  withGroup,
} from './filters.ts';
import { HotelCard } from './hotel-card.tsx';
import { HOTELS_TEXT } from './messages.ts';
import './hotels.css';

/** What to look for; a new `id` (a new search) resets the filters and the page. */
export interface FinderSearch {
  id: number;
  cityCode: string;
  cityName: string;
  hotelName: string;
}

interface HotelFinderProps {
  search: FinderSearch;
  /** Base of the external WeChat booking link (site settings). */
  wechatBookingUrl: string | undefined;
}

interface Paging {
  page: number;
  size: number;
}

const FIRST_PAGE: Paging = { page: 1, size: HOTEL_PAGE_SIZE };

function ListSkeleton() {
  return (
    <div className="hotel-finder__skeleton" aria-busy="true">
      {[0, 1, 2].map((n) => (
        <div className="hotel-card hotel-card--skeleton" key={n}>
          <Skeleton.Image active className="hotel-card__media" />
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      ))}
    </div>
  );
}

/** Filters, the page of hotels, the map of that page and the paginator. */
export function HotelFinder({ search, wechatBookingUrl }: HotelFinderProps) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const [selection, setSelection] = useState<FilterSelection>(NO_FILTERS);
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [focus, setFocus] = useState<string>();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchId, setSearchId] = useState(search.id);
  const listRef = useRef<HTMLDivElement>(null);

  // A new search (city, name) starts over: no filters, first page (same page size).
  if (searchId !== search.id) {
    setSearchId(search.id);
    setSelection(NO_FILTERS);
    setPaging((p) => ({ page: 1, size: p.size }));
    setFocus(undefined);
  }

  const archives = useQuery(filterGroupsQuery(search.cityCode));
  const groups = useMemo(() => toFilterGroups(archives.data ?? []), [archives.data]);
  const chosen = selectionRequest(groups, selection);
  const request = {
    cityCode: search.cityCode,
    hotelName: search.hotelName,
    archives: chosen.archives,
    brands: chosen.brands,
    pageSize: paging.size,
    currentPage: paging.page,
  };
  const hotels = useQuery(hotelPageQuery(request));
  const rows = hotels.data?.rows ?? [];
  const total = hotels.data?.total ?? 0;
  const filterCount = selectedCount(selection);

  const changeGroup = (code: string, values: string[]) => {
    setSelection((current) => withGroup(current, code, values));
    setPaging((p) => ({ page: 1, size: p.size }));
    setFocus(undefined);
  };
  const clearFilters = () => {
    setSelection(NO_FILTERS);
    setPaging((p) => ({ page: 1, size: p.size }));
    setFocus(undefined);
  };
  const changePage = (page: number, size: number) => {
    setPaging((p) => ({ page: size === p.size ? page : 1, size }));
    setFocus(undefined);
    const top = listRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) listRef.current?.scrollIntoView({ block: 'start' });
  };

  const filterBody = archives.isPending ? (
    <Skeleton active title={false} paragraph={{ rows: 4 }} />
  ) : archives.isError ? (
    <p className="hotel-finder__note">{archives.error.message || HOTELS_TEXT.filtersFailed}</p>
  ) : groups.length === 0 ? (
    <p className="hotel-finder__note">{MSG.noData}</p>
  ) : (
    <FilterPanel groups={groups} selection={selection} onChange={changeGroup} />
  );

  const place = search.cityCode ? search.cityName || search.cityCode : HOTELS_TEXT.allCities;

  return (
    <div className="hotel-finder">
      {narrow ? (
        <Drawer
          title={HOTELS_TEXT.filtersTitle}
          placement="right"
          size={320}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          className="hotel-finder__drawer"
          footer={
            <div className="hotel-finder__drawer-footer">
              <Button onClick={clearFilters} disabled={filterCount === 0}>
                {HOTELS_TEXT.clearAll}
              </Button>
              <Button type="primary" onClick={() => setDrawerOpen(false)}>
                {HOTELS_TEXT.filtersDone}
                {hotels.data ? `（${HOTELS_TEXT.total(total)}）` : ''}
              </Button>
            </div>
          }
        >
          <section aria-label={HOTELS_TEXT.filtersLabel}>{filterBody}</section>
        </Drawer>
      ) : (
        <section className="hotel-finder__filters" aria-label={HOTELS_TEXT.filtersLabel}>
          {filterBody}
        </section>
      )}

      <div className="hotel-finder__toolbar">
        <h2 className="hotel-finder__heading">
          {HOTELS_TEXT.resultsIn(place)}
          {search.hotelName ? <span className="hotel-finder__keyword">“{search.hotelName}”</span> : null}
        </h2>
        <span className="hotel-finder__count" aria-live="polite">
          {hotels.data ? HOTELS_TEXT.total(total) : ''}
        </span>
        <div className="hotel-finder__tools">
          {filterCount > 0 && !narrow ? (
            <Button type="link" size="small" onClick={clearFilters}>
              {HOTELS_TEXT.clearAll}
            </Button>
          ) : null}
          {narrow ? (
            <Badge count={filterCount} size="small" color="var(--ant-color-primary)">
              <Button icon={<FilterOutlined aria-hidden />} onClick={() => setDrawerOpen(true)}>
                {HOTELS_TEXT.filters}
              </Button>
            </Badge>
          ) : null}
        </div>
      </div>

      <div className="hotel-finder__main">
        <aside className="hotel-finder__map" aria-label={HOTELS_TEXT.mapLabel}>
          <HotelMapInView hotels={rows} focus={focus} label={HOTELS_TEXT.mapLabel} />
        </aside>
        <div className="hotel-finder__list" ref={listRef}>
          <QueryState
            query={hotels}
            loading={<ListSkeleton />}
            failed={HOTELS_TEXT.listFailed}
            serverMessage
            retry={HOTELS_TEXT.retry}
            isEmpty={(found) => found.rows.length === 0}
            empty={
              <div className="hotel-finder__empty">
                <EmptyState description={HOTELS_TEXT.noHotels} />
                <p className="hotel-finder__note">{HOTELS_TEXT.noHotelsHint}</p>
              </div>
            }
          >
            {() => (
              <Spin spinning={hotels.isPlaceholderData && hotels.isFetching} delay={150}>
                <ul className="hotel-finder__cards" aria-label={HOTELS_TEXT.listLabel}>
                  {rows.map((hotel) => (
                    <li key={hotel.hotelCode}>
                      <HotelCard
                        hotel={hotel}
                        wechatBookingUrl={wechatBookingUrl}
                        active={hotel.hotelCode === focus}
                        onFocus={setFocus}
                      />
                    </li>
                  ))}
                </ul>
              </Spin>
            )}
          </QueryState>
          {total > 0 ? (
            <Pagination
              className="hotel-finder__pagination"
              current={paging.page}
              pageSize={paging.size}
              total={total}
              showTotal={(n) => HOTELS_TEXT.total(n)}
              showSizeChanger={{ 'aria-label': '每页条数' }}
              pageSizeOptions={[...HOTEL_PAGE_SIZES]}
              showQuickJumper
              showLessItems={narrow}
              onChange={changePage}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
