/**
 * The response schemas of the calls the site makes, loaded with its first call rather than with
 * every page: the client checks each answer against its schema (lib/api-client.ts), and Zod with
 * these schemas is about 25 kB (brotli) that a first load, drawn by the server, does not need.
 */
export {
  closeAccountCodeResponse,
  closeAccountResponse,
  memberDataExportResponse,
} from '@hotel/shared/api/account';
export {
  aboutContentResponse,
  brandContentResponse,
  healthContentResponse,
  homeContentResponse,
  joinInContentResponse,
  meetingContentResponse,
  newsListResponse,
  richContentResponse,
  saleListContentResponse,
  showNewsResponse,
  siteInfoResponse,
  teaContentResponse,
} from '@hotel/shared/api/cms';
export {
  bannerResponse,
  baseArchivesResponse,
  cityHotelResponse,
  groupCitiesResponse,
  hotelInfoResponse,
  hotelsByPageResponse,
  priceCalendarResponse,
  roomAndRateResponse,
  roomTypeDetailResponse,
  roomTypeResponse,
  saleDetailResponse,
  saleListResponse,
} from '@hotel/shared/api/hotel';
export { memberCouponsResponse, pointsHistoryResponse } from '@hotel/shared/api/loyalty';
export { meetingbookResponse } from '@hotel/shared/api/meeting';
export {
  allOrderResponse,
  cancelOrderResponse,
  invoiceRequestResponse,
  orderDetailResponse,
} from '@hotel/shared/api/member-orders';
export { checkInventoryResponse, submitOrderResponse } from '@hotel/shared/api/order';
export { checkPayResponse, orderPayResponse, payMethodResponse } from '@hotel/shared/api/pay';
export {
  loginResponse,
  logoutResponse,
  modifyUserResponse,
  registerResponse,
  smsCodeResponse,
  userDetailResponse,
} from '@hotel/shared/api/user';
