import { CALENDAR_SPANS } from '@hotel/shared/admin/rates';
import { ADMIN_SCREENS } from '@hotel/shared/admin/roles';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Flex, Segmented, Select, Spin, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading.tsx';
import { hotelsQuery } from '../../lib/hotels.ts';
import { calendarQuery } from './api.ts';
import { BulkEditDialog, type BulkEditStart } from './bulk-edit-dialog.tsx';
import { shanghaiToday } from './dates.ts';
import { RATES_TEXT } from './messages.ts';
import { type CellTarget, RatesGrid } from './rates-grid.tsx';
import { RoomTypesPanel } from './room-types-panel.tsx';

/** The grid's hotel, start and span live in the address (?hotel=&from=&days=), like list filters. */
function useCalendarParams() {
  const [params, setParams] = useSearchParams();
  const today = shanghaiToday();
  const from = params.get('from') ?? '';
  const days = Number(params.get('days'));
  const set = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(key, value);
      return next;
    });
  return {
    hotel: params.get('hotel') ?? '',
    from: /^\d{4}-\d{2}-\d{2}$/.test(from) && from >= today ? from : today,
    days: (CALENDAR_SPANS as readonly number[]).includes(days) ? days : CALENDAR_SPANS[0],
    today,
    set,
  };
}

/** 房价房态: the calendar grid of a hotel with its bulk edit, and its room types and rate plans. */
export function RatesPage() {
  const params = useCalendarParams();
  const hotels = useQuery(hotelsQuery());
  const hotelCode = params.hotel || hotels.data?.[0]?.hotelCode || '';
  const calendar = useQuery(calendarQuery({ hotelCode, from: params.from, days: params.days }));
  const [editing, setEditing] = useState<BulkEditStart>();

  const editCell = (target: CellTarget) =>
    setEditing({
      from: target.night,
      to: target.night,
      ratePlanIds: 'ratePlanId' in target ? [target.ratePlanId] : [],
      roomTypeIds: 'roomTypeId' in target ? [target.roomTypeId] : [],
    });

  const hotelPicker = (
    <Select
      aria-label={RATES_TEXT.hotel}
      placeholder={RATES_TEXT.chooseHotel}
      value={hotelCode || undefined}
      loading={hotels.isLoading}
      options={(hotels.data ?? []).map((h) => ({ value: h.hotelCode, label: h.name }))}
      onChange={(code: string) => params.set('hotel', code)}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 280 }}
    />
  );

  const toolbar = (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      <DatePicker
        aria-label={RATES_TEXT.start}
        value={dayjs(params.from)}
        allowClear={false}
        disabledDate={(date) => date.format('YYYY-MM-DD') < params.today}
        onChange={(date) => {
          if (date) params.set('from', date.format('YYYY-MM-DD'));
        }}
      />
      <Segmented
        aria-label={RATES_TEXT.span}
        value={params.days}
        options={CALENDAR_SPANS.map((n) => ({ value: n, label: RATES_TEXT.days(n) }))}
        onChange={(n) => params.set('days', String(n))}
      />
      <Button
        type="primary"
        disabled={!calendar.data}
        onClick={() => setEditing({ from: params.from, to: params.from, ratePlanIds: [], roomTypeIds: [] })}
      >
        {RATES_TEXT.bulkEdit}
      </Button>
    </Flex>
  );

  return (
    <>
      <PageHeading title={ADMIN_SCREENS.rates} extra={hotelPicker} />
      <Card>
        <Tabs
          items={[
            {
              key: 'calendar',
              label: RATES_TEXT.calendarTab,
              children: (
                <>
                  {toolbar}
                  <Spin spinning={calendar.isFetching}>
                    {calendar.data ? <RatesGrid calendar={calendar.data} onEdit={editCell} /> : null}
                  </Spin>
                </>
              ),
            },
            {
              key: 'catalog',
              label: RATES_TEXT.catalogTab,
              children: hotelCode ? <RoomTypesPanel hotelCode={hotelCode} /> : null,
            },
          ]}
        />
      </Card>
      {editing && calendar.data ? (
        <BulkEditDialog calendar={calendar.data} start={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </>
  );
}
