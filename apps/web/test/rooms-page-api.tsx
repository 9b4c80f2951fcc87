// A hotel's rooms page and its answers, for the rooms page's tests.
import type {
  HotelInfo,
  HotelListItem,
  MemberRatePrice,
  PriceCalendarDay,
  RoomWithRates,
} from '@hotel/shared/api/hotel';
import { routes } from '../src/app/router.tsx';
import type { HotelPageRequest } from '../src/lib/catalogue-queries.ts';
import { demoApi, envelope, jsonResponse, renderRoutes, stubFetch } from './helpers.tsx';

export const roomsHotel: HotelInfo = {
  hotelCode: 'HJ000101',
  hotelName: '光影智慧酒店（北京王府井店）',
  tel: '010-88880824',
  hotelRemark: '<p>坐落于王府井大街138号。</p>',
  showImage: '',
  thumbnail: '',
  logoImage: '',
  latitude: 0,
  longitude: 0,
  address: '北京市东城区王府井大街138号',
  showRights: [],
  cityCode: '110100',
  cityName: '北京',
};

/**
 * A room type with one rate at 门市价 ¥399, bookable or not, for a one-night stay; with its 会员价
 * when given (null: no level has one).
 */
export function room(bookable: boolean, memberPrice: MemberRatePrice | null = null): RoomWithRates {
  return {
    roomTypeName: '高级大床房',
    rtCode: 'DK',
    rtName: '高级大床房',
    remark: '',
    pcImages: [],
    facilities: [],
    shortImage: '',
    size: '35㎡',
    bedType: '大床',
    window: '有窗',
    available: bookable ? 5 : 0,
    rateList: [
      {
        rateClassName: '会员价',
        rtCode: 'DK',
        rateCode: 'MEM',
        isFreeCancel: 1,
        freeCancelRange: '',
        breakfast: 0,
        available: bookable ? 5 : 0,
        nightlyPrices: [{ date: '2026-12-01', price: 399 }],
        totalPrice: 399,
        avgPrice: 399,
        bookable,
        memberPrice,
      },
    ],
  };
}

/** A hotel of the same city as getHotelsByPage answers it. */
export function cityHotel(hotelCode: string, name: string, lowestPrice: number | null): HotelListItem {
  return {
    name,
    code: hotelCode,
    hotelCode,
    tel: '010-88880000',
    address: '北京市东城区',
    description: '',
    feature: '',
    businessType: '',
    score: 4.5,
    pcThumbnail: '',
    latitude: 0,
    longitude: 0,
    cityCode: roomsHotel.cityCode,
    cityName: roomsHotel.cityName,
    brandCode: 'smart',
    brandName: '光影智慧酒店',
    lowestPrice,
    soldOut: lowestPrice === null,
  };
}

interface RoomsPageAnswers {
  /** getRoomAndRate's answer to a visitor. */
  rooms: RoomWithRates[];
  /** Its answer to a request that carries a member's token (the visitor's when absent). */
  memberRooms?: RoomWithRates[];
  cityHotels?: HotelListItem[];
  calendar?: PriceCalendarDay[];
}

/**
 * Renders the hotel's rooms page on these answers; `paths` lists every call made, in order, and
 * `roomTokens` the usertoken each getRoomAndRate carried ('' for none). A login answers the token
 * `member-token`.
 */
export function renderRoomsPage({
  rooms,
  memberRooms = rooms,
  cityHotels = [],
  calendar = [],
}: RoomsPageAnswers) {
  const paths: string[] = [];
  const hotelPages: HotelPageRequest[] = [];
  const roomTokens: string[] = [];
  stubFetch((url, init) => {
    paths.push(url.pathname);
    switch (url.pathname) {
      case '/crsapi/v1/hotel/getHotelInfo':
        return jsonResponse(envelope(roomsHotel));
      case '/crsapi/v1/hotel/getRoomAndRate': {
        const token = new Headers(init?.headers).get('usertoken') ?? '';
        roomTokens.push(token);
        return jsonResponse(envelope(token ? memberRooms : rooms));
      }
      case '/crsapi/v1/user/login':
        return jsonResponse(envelope({ token: 'member-token', name: '张光影' }, { message: '登录成功' }));
      case '/crsapi/v1/hotel/getPriceCalendar':
        return jsonResponse(envelope(calendar));
      case '/crsapi/v1/hotel/getHotelsByPage':
        hotelPages.push(JSON.parse(String(init?.body)));
        return jsonResponse({ ...envelope(null), rows: cityHotels, total: cityHotels.length });
      default:
        return demoApi(url, init);
    }
  });
  const view = renderRoutes(routes, `/${roomsHotel.hotelCode}/rooms`);
  return { ...view, paths, hotelPages, roomTokens };
}
