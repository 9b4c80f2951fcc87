import type { Order } from '@hotel/shared/api/member-orders';
import { appStore } from '../src/lib/app-store.ts';
import { persistentStore } from '../src/lib/storage.ts';
import type { stubFetch } from './helpers.tsx';

/** The member the member centre's tests log in as. */
export const member = {
  userName: '张三',
  moible: '13800138000',
  cardNo: 'GY1234567890',
  vipName: '金卡会员',
  score: 1280,
  balance: 2000,
};

export function logIn() {
  persistentStore.set('usertoken', 'member-token');
  persistentStore.set('username', member.userName);
  appStore.reset();
}

/**
 * A paid two-night order as getOrderDetail answers it, each discount in play: 门市价 636, 会员价
 * 63, 优惠码 28.65, 抵用券 30, 500 points for ¥5, paid 509.35 by card.
 */
export function order(patch: Partial<Order> = {}): Order {
  return {
    id: 7,
    orderNo: '2030050100000007',
    revNo: 'R0007',
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
    adultNum: 2,
    childrenNum: 1,
    mobile: '13800138000',
    email: 'zhangsan@example.cn',
    remark: '高楼层，远离电梯',
    arrivalTime: '18:00-20:00',
    totalAmount: 636,
    memberDiscountAmount: 63,
    discountAmount: 28.65,
    couponAmount: 30,
    pointsUsed: 500,
    pointsAmount: 5,
    actualAmount: 509.35,
    couponType: '企业',
    breakfast: 2,
    state: 1,
    payResult: 1,
    payMethod: '1',
    isFreeCancel: 1,
    nightlyPrices: [
      { date: '2030-05-01', price: 289 },
      { date: '2030-05-02', price: 347 },
    ],
    createTime: '2030-04-20 10:00:00',
    holdUntil: '2030-05-01 18:00:00',
    payTime: '2030-04-20 10:02:30',
    canPay: false,
    canCancel: true,
    checkedInAt: null,
    freeCancelUntil: '2030-05-01 18:00:00',
    cancelRefund: 509.35,
    refunds: [],
    history: [
      { time: '2030-04-20 10:00:00', text: '提交订单' },
      { time: '2030-04-20 10:02:30', text: '支付成功（会员卡）' },
    ],
    invoice: null,
    canRequestInvoice: true,
    ...patch,
  };
}

/** The calls made to a path. */
export function callsTo(fetchMock: ReturnType<typeof stubFetch>, path: string) {
  return fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === path,
  );
}
