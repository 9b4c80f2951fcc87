// The hotel list's answers and its rendering, for the list's tests.
import type { HotelListItem } from '@hotel/shared/api/hotel';
import { HotelsRoute } from '../src/app/routes/hotels.tsx';
import type { HotelPageRequest } from '../src/lib/catalogue-queries.ts';
import { demoApi, envelope, jsonResponse, renderRoutes, stubFetch } from './helpers.tsx';

export const classes = [
  {
    archiveClassCode: 'location',
    archiveClassName: '位置区域',
    haveSubType: 1 as const,
    subDatas: [
      { subTypeName: '商圈', weBaseArchive: [{ id: 34, name: '泉城广场' }] },
      { subTypeName: '行政区', weBaseArchive: [{ id: 38, name: '历下区' }] },
    ],
  },
  {
    archiveClassCode: 'brand',
    archiveClassName: '品牌',
    haveSubType: 0 as const,
    weBaseArchive: [
      { brandCode: 'smart', name: '光影智慧酒店' },
      { brandCode: 'wellness', name: '光影康养酒店' },
    ],
  },
  {
    archiveClassCode: 'price',
    archiveClassName: '价格区间',
    haveSubType: 0 as const,
    weBaseArchive: [{ id: 142, name: '200元以下' }],
  },
];

/** A hotel of the list as getHotelsByPage answers it, bookable tonight from ¥299. */
export function hotel(code: string, name: string, latitude = 36.67, longitude = 117.16): HotelListItem {
  return {
    name,
    code,
    hotelCode: code,
    tel: '0531-88881384',
    address: '济南市历下区泉城路188号',
    description: `<p>${'光影'.repeat(80)}</p>`,
    feature: '杜比音效客房',
    businessType: '商务',
    score: 4.3,
    pcThumbnail: '/media/hotel/thumb.svg',
    latitude,
    longitude,
    cityCode: '370100',
    cityName: '济南',
    brandCode: 'smart',
    brandName: '光影智慧酒店',
    lowestPrice: 299,
    soldOut: false,
  };
}

export const JINAN = [
  hotel('HJ000112', '光影智慧酒店（济南泉城广场店）'),
  hotel('HJ000115', '光影康养酒店（济南趵突泉店）', 0, 0),
];

/**
 * The hotel list's API: `rows` (the first of them when filtered); `total` says how many hotels the
 * unfiltered search finds (pages of them). `requests` are the list's requests as sent.
 */
export function stubHotelsApi(total = JINAN.length, rows: HotelListItem[] = JINAN) {
  const requests: HotelPageRequest[] = [];
  const mock = stubFetch(async (url, init) => {
    if (url.pathname === '/crsapi/v1/hotel/getBaseArchivesNew') return jsonResponse(envelope(classes));
    if (url.pathname === '/crsapi/v1/hotel/getHotelsByPage') {
      const body = JSON.parse(String(init?.body)) as HotelPageRequest;
      requests.push(body);
      const filtered = body.archives.includes(34) || body.brands.includes('smart');
      return jsonResponse({
        ...envelope(null),
        rows: filtered ? rows.slice(0, 1) : rows,
        total: filtered ? 1 : total,
      });
    }
    if (url.pathname === '/crsapi/v1/hotel/getBanner') return jsonResponse(envelope([]));
    return demoApi(url, init);
  });
  return { mock, requests };
}

export function renderHotels(address = '/hotels') {
  return renderRoutes([{ path: '/hotels', element: <HotelsRoute /> }], address);
}
