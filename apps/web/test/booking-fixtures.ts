import type { Order } from '@hotel/shared/api/member-orders';
import type { InventoryCheck } from '@hotel/shared/api/order';
import { cancelPolicyText } from '@hotel/shared/cancel-policy';
import { appStore } from '../src/lib/app-store.ts';
import { persistentStore } from '../src/lib/storage.ts';
import type { stubFetch } from './helpers.tsx';

/**
 * What the booking tests share: a stay as checkInventory answers it, an order as the member centre
 * reads it, the logged-in member, and what the site sent.
 */

/** Two nights of one room at 门市价, for a member without a member price, coupons or points. */
export const check: InventoryCheck = {
  hotelCode: 'HJ000101',
  hotelName: '光影智慧酒店（北京王府井店）',
  roomTypeCode: 'DK',
  roomTypeName: '高级大床房',
  rateCode: 'MEM',
  rateName: '会员价',
  checkInDate: '2030-05-01',
  checkOutDate: '2030-05-03',
  days: 2,
  roomQty: 1,
  available: 8,
  nightlyPrices: [
    { date: '2030-05-01', price: 289 },
    { date: '2030-05-02', price: 347 },
  ],
  roomPrice: 636,
  totalAmount: 636,
  memberDiscountAmount: 0,
  memberLevelName: '普通会员',
  memberPercentOff: 0,
  discountAmount: 0,
  couponAmount: 0,
  couponId: null,
  pointsUsed: 0,
  pointsAmount: 0,
  pointsBalance: 0,
  maxPoints: 0,
  pointsPerYuan: 100,
  coupons: [],
  actualAmount: 636,
  couponType: '',
  couponCode: '',
  breakfast: 0,
  isFreeCancel: 1,
  freeCancelRange: cancelPolicyText('arrivalDay'),
  cancelPolicy: cancelPolicyText('arrivalDay'),
};

export function order(patch: Partial<Order>): Order {
  return {
    id: 1,
    orderNo: '2030050100000001',
    revNo: 'R0001',
    hotelCode: 'HJ000101',
    hotelName: '光影智慧酒店（北京王府井店）',
    roomTypeCode: 'DK',
    roomTypeName: '高级大床房',
    rateCode: 'MEM',
    rateName: '会员价',
    checkinDate: '2030-05-01',
    checkoutDate: '2030-05-03',
    days: 2,
    roomQty: 1,
    revUser: '张三',
    customerName: '张三',
    guestNames: ['张三'],
    adultNum: 1,
    childrenNum: 0,
    mobile: '13800138000',
    email: '',
    remark: '',
    arrivalTime: '',
    totalAmount: 636,
    memberDiscountAmount: 0,
    discountAmount: 0,
    couponAmount: 0,
    pointsUsed: 0,
    pointsAmount: 0,
    actualAmount: 636,
    couponType: '',
    breakfast: 0,
    state: 0,
    payResult: 0,
    payMethod: null,
    isFreeCancel: 1,
    nightlyPrices: check.nightlyPrices,
    createTime: '2030-04-20 10:00:00',
    holdUntil: '2030-05-01 18:00:00',
    payTime: null,
    canPay: true,
    canCancel: true,
    checkedInAt: null,
    freeCancelUntil: '2030-05-01 18:00:00',
    cancelRefund: 0,
    refunds: [],
    history: [],
    invoice: null,
    canRequestInvoice: false,
    ...patch,
  };
}

/** userdetail of the member the booking tests log in. */
export const memberDetail = {
  userName: '张三',
  moible: '13800138000',
  cardNo: 'GY1',
  vipName: '普通会员',
  score: 0,
  balance: 0,
};

export function logIn() {
  persistentStore.set('usertoken', 'member-token');
  persistentStore.set('username', '张三');
  appStore.reset();
}

/** The bodies the site sent to a path, in order. */
export function bodiesOf(fetchMock: ReturnType<typeof stubFetch>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

/** The first body the site sent to a path. */
export function bodyOf(fetchMock: ReturnType<typeof stubFetch>, path: string): unknown {
  return bodiesOf(fetchMock, path)[0];
}
