import { cancelPolicyText } from '@hotel/shared/cancel-policy';
import { fenToYuan, moneyText } from '@hotel/shared/money';
import { shanghaiDateTime } from '../../lib/time.ts';
import { type SmsTemplateCall, templateCall } from '../../sms/templates.ts';
import type { OrderForConfirmation } from '../queries/confirmations.ts';
import { freeCancelDeadline } from './cancellation-terms.ts';

/**
 * The wording of the guest's booking confirmation, by SMS and by e-mail, fixed in one place. Both
 * carry what a guest needs at the desk: order number, hotel, dates, amount, and what holds the room
 * (paid, or held until a time for payment at the hotel) with the cancellation terms.
 */

/** What confirmed the booking. */
export type ConfirmationEvent = 'paid' | 'pay_at_hotel';

/** yyyy-MM-dd HH:mm in Asia/Shanghai. */
function holdTime(instant: Date): string {
  return shanghaiDateTime(instant).slice(0, 16);
}

function amountLine(order: OrderForConfirmation, event: ConfirmationEvent): string {
  return `${event === 'paid' ? '已支付' : '到店支付'}${moneyText(order.actualFen)}`;
}

/** What keeps the room and what cancelling costs. */
function terms(order: OrderForConfirmation, event: ConfirmationEvent): string {
  if (event === 'pay_at_hotel') {
    return `房间保留至${holdTime(order.holdUntil)}，请在此之前到店办理入住并付款，逾时未到订单将自动取消。`;
  }
  const freeUntil = freeCancelDeadline(order.checkinDate, order.cancelPolicy);
  return freeUntil
    ? `${holdTime(freeUntil)}前可免费取消，款项将原路退回。`
    : cancelPolicyText(order.cancelPolicy);
}

export function confirmationSms(brandName: string, order: OrderForConfirmation, event: ConfirmationEvent) {
  return (
    `【${brandName}】预订成功：订单号${order.orderNo}，${order.hotelName}，${order.roomTypeName}` +
    `${order.roomQty}间，${order.checkinDate}入住，${order.checkoutDate}离店，共${order.days}晚，` +
    `${amountLine(order, event)}。${terms(order, event)}`
  );
}

/**
 * The SMS as a gateway template: the template carries the fixed wording (what holds the room, the
 * cancellation terms), the variables only the facts. Money as 957.00: the templates say 元, as gateways
 * refuse symbols such as ¥ in templates.
 */
export function confirmationSmsTemplate(
  order: OrderForConfirmation,
  event: ConfirmationEvent,
): SmsTemplateCall {
  const facts = {
    orderNo: order.orderNo,
    hotel: order.hotelName,
    roomType: order.roomTypeName,
    rooms: String(order.roomQty),
    checkin: order.checkinDate,
    checkout: order.checkoutDate,
    nights: String(order.days),
    amount: fenToYuan(order.actualFen).toFixed(2),
  };
  if (event === 'pay_at_hotel') {
    return templateCall('bookingPayAtHotel', { ...facts, holdUntil: holdTime(order.holdUntil) });
  }
  const freeUntil = freeCancelDeadline(order.checkinDate, order.cancelPolicy);
  return freeUntil
    ? templateCall('bookingPaid', { ...facts, freeUntil: holdTime(freeUntil) })
    : templateCall('bookingPaidNonRefundable', facts);
}

export function confirmationEmail(brandName: string, order: OrderForConfirmation, event: ConfirmationEvent) {
  const subject = `【${brandName}】预订确认：${order.hotelName} ${order.checkinDate}入住（订单号${order.orderNo}）`;
  const text = [
    `${order.revUser}，您好：`,
    '',
    `您在${brandName}的预订已确认，详情如下。`,
    '',
    `订单号：${order.orderNo}`,
    `酒店：${order.hotelName}`,
    `酒店电话：${order.hotelTel}`,
    `房型：${order.roomTypeName}（${order.rateName}）× ${order.roomQty}间`,
    `入住：${order.checkinDate}`,
    `离店：${order.checkoutDate}（共${order.days}晚）`,
    `入住人：${order.revUser} ${order.mobile}`,
    `金额：${amountLine(order, event)}`,
    '',
    terms(order, event),
    '',
    '您可在官网“会员中心 › 我的预订”中查看或取消订单。',
    '',
    brandName,
  ].join('\n');
  return { subject, text };
}
