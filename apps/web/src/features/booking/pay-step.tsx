import type { Order } from '@hotel/shared/api/member-orders';
import type { OrderPayRequest, PayMethodOption } from '@hotel/shared/api/pay';
import { PAY_METHOD, PAY_RESULT } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { yuanText } from '@hotel/shared/money';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Radio, type RadioGroupProps, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import layoutStyles from '../../components/layout.module.css';
import { paths } from '../../config/paths.ts';
import { useIdempotencyKey } from '../../lib/idempotency-key.ts';
import { useMessage } from '../../lib/message.tsx';
import { persistentStore } from '../../lib/storage.ts';
import { checkInOrder, forgetChanged, useApiMutation } from '../../lib/use-api-mutation.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';
import { orderPay, payMethodsQuery } from './api.ts';
import bookingStyles from './booking.module.css';
import { storePayment } from './booking-storage.ts';
import { BookingSummary, figuresOfOrder } from './booking-summary.tsx';
import { BOOKING_TEXT } from './messages.ts';
import { type PayValues, payFieldOf, payRules } from './pay-rules.ts';
import { payStatePath } from './pay-state.tsx';
import styles from './pay-step.module.css';
import { cashierPage, isWeChatBrowser } from './wechat.ts';

interface PayMethodChoiceProps extends Pick<RadioGroupProps, 'id' | 'value' | 'onChange'> {
  methods: UseQueryResult<PayMethodOption[]>;
  /** The methods this browser can pay with. */
  options: PayMethodOption[];
  /** The member's card balance, shown beside the card once it is chosen. */
  cardBalance: number | undefined;
}

/** The method picklist as a Form.Item's control, with the query's loading and failed states. */
function PayMethodChoice({ methods, options, cardBalance, id, value, onChange }: PayMethodChoiceProps) {
  if (methods.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (methods.isError) return <EmptyState description={methods.error.message} />;
  return (
    <Radio.Group
      id={id}
      className={styles.payMethods}
      aria-label={BOOKING_TEXT.payMethod}
      value={value}
      onChange={onChange}
    >
      {options.map((method) => (
        <div key={method.code} className={styles.payMethodCell}>
          <Radio value={method.code} className={styles.payMethod}>
            {method.label}
          </Radio>
          {value === PAY_METHOD.memberCard &&
          method.code === PAY_METHOD.memberCard &&
          cardBalance !== undefined ? (
            <span className={styles.payMethodCellNote}>
              {BOOKING_TEXT.cardBalance(yuanText(cardBalance))}
            </span>
          ) : null}
        </div>
      ))}
    </Radio.Group>
  );
}

interface PayFormProps {
  order: Order;
  token: string;
  /** The member's card balance in yuan (userdetail), once known. */
  cardBalance: number | undefined;
}

/**
 * The method picklist (选择支付方式*), the card balance and the member password for the card, and
 * 完成您的预定. A balance that does not cover the amount is said before any password is asked for.
 */
function PayForm({ order, token, cardBalance }: PayFormProps) {
  const message = useMessage();
  const navigate = useAppNavigate();
  const inWeChat = isWeChatBrowser();
  const methods = useQuery(payMethodsQuery(token, order.orderNo));
  const [form] = Form.useForm<PayValues>();
  const paymentKey = useIdempotencyKey();
  const pay = useApiMutation({
    call: (body: OrderPayRequest) => orderPay(body, paymentKey.current()),
    fallback: MSG.tryLaterBang,
    // the server answered: whatever it said, the next press is a payment of its own
    onAnswer: paymentKey.renew,
    form,
    fieldOf: payFieldOf,
  });

  // Alipay cannot be paid inside WeChat's browser (section 2).
  const options: PayMethodOption[] = (methods.data ?? []).filter(
    (method) => !(inWeChat && method.code === PAY_METHOD.alipay),
  );
  /** The method chosen now; a card whose balance does not cover the amount is said at once. */
  const choice = (code: unknown) => {
    const chosen = options.find((method) => method.code === code);
    const byCard = chosen?.code === PAY_METHOD.memberCard;
    return {
      chosen,
      byCard,
      cardShort: byCard && cardBalance !== undefined && cardBalance < order.actualAmount,
    };
  };
  const shortText = BOOKING_TEXT.cardShort(yuanText(order.actualAmount));

  const finish = async () => {
    if (pay.pending) return;
    const { chosen, byCard, cardShort } = choice(form.getFieldValue('method'));
    if (!(await checkInOrder(form, ['method'])) || !chosen) {
      message.warning(MSG.payMethodRequired);
      return;
    }
    if (cardShort) {
      message.warning(shortText);
      return;
    }
    if (!(await checkInOrder(form, ['method', 'password']))) return;
    const cardNo = byCard ? persistentStore.get('cardNo') : undefined;
    const result = await pay.run({
      revNo: order.revNo,
      payCode: chosen.paycode || chosen.code,
      hotelCode: order.hotelCode,
      payAmount: order.actualAmount,
      customerName: order.revUser,
      ...(byCard ? { cardPwd: form.getFieldValue('password') ?? '', cardNo } : {}),
    });
    if (!result) return;
    if (result.data) {
      if (inWeChat && chosen.code === PAY_METHOD.wechat) {
        cashierPage.open(result.data.payUrl);
        return;
      }
      storePayment(result.data.qrCode, result.data.payUrl);
      const query = new URLSearchParams({ payCode: chosen.code, hotelCode: order.hotelCode });
      navigate(`${paths.payDetail}?${query.toString()}`);
      return;
    }
    // paid by card, or guaranteed for payment at the hotel: the confirmation
    message.success(result.message || MSG.paySucceeded);
    navigate(payStatePath(order.id), { replace: true });
  };

  return (
    <Form<PayValues>
      form={form}
      name="pay"
      layout="vertical"
      className={bookingStyles.bookingCard}
      aria-label={BOOKING_TEXT.payTitle}
      requiredMark={false}
      initialValues={{ method: undefined, password: '' }}
      // Checked on submit only (lib/use-api-mutation.ts).
      validateTrigger={false}
      onValuesChange={(changed) => forgetChanged(form, changed)}
      onFinish={() => void finish()}
      onFinishFailed={() => void finish()}
    >
      <h2 className={bookingStyles.bookingCardTitle}>{BOOKING_TEXT.payTitle}</h2>
      <Form.Item
        label={
          <span className={`${bookingStyles.bookingRequired} ${bookingStyles.bookingRequiredAfter}`}>
            {BOOKING_TEXT.payMethod}
          </span>
        }
        name="method"
        rules={payRules.method}
        // The radio group is named by its aria-label; a label's `for` cannot point at a group.
        htmlFor={undefined}
      >
        <PayMethodChoice methods={methods} options={options} cardBalance={cardBalance} />
      </Form.Item>
      <Form.Item noStyle dependencies={['method']}>
        {({ getFieldValue }) => {
          const { byCard, cardShort } = choice(getFieldValue('method'));
          if (cardShort)
            return <Alert className={styles.payFormShort} type="warning" showIcon title={shortText} />;
          if (!byCard) return null;
          return (
            <Form.Item label={BOOKING_TEXT.memberPassword} name="password" rules={payRules.password}>
              <Input.Password
                maxLength={64}
                autoComplete="current-password"
                placeholder={BOOKING_TEXT.memberPasswordPlaceholder}
              />
            </Form.Item>
          );
        }}
      </Form.Item>
      <p className={styles.payFormHint}>{BOOKING_TEXT.payHint}</p>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={pay.pending}
        className={styles.payFormSubmit}
      >
        {BOOKING_TEXT.finish}
      </Button>
    </Form>
  );
}

interface PayStepViewProps {
  order: Order | undefined;
  token: string;
  cardBalance?: number | undefined;
  isPending: boolean;
  error: Error | null;
}

/** PayStep: the order's summary and how to pay it; a paid or closed order says so instead. */
export function PayStepView({ order, token, cardBalance, isPending, error }: PayStepViewProps) {
  const [noticeOpen, setNoticeOpen] = useState(true);

  if (isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (error || !order)
    return (
      <div className={`${bookingStyles.bookingCard} ${bookingStyles.bookingEmpty}`}>
        <EmptyState description={error?.message || BOOKING_TEXT.orderFailed} />
        <Link
          to={`${paths.courtesy}?tab=booking`}
          className={`${layoutStyles.linkButton} ${layoutStyles.linkButtonOutline}`}
        >
          {BOOKING_TEXT.toMyBooking}
        </Link>
      </div>
    );

  const payable = order.payResult === PAY_RESULT.unpaid && order.canPay;
  return (
    <div className={styles.payStep}>
      <div>
        {payable ? (
          <PayForm order={order} token={token} cardBalance={cardBalance} />
        ) : (
          <div className={`${bookingStyles.bookingCard} ${bookingStyles.bookingEmpty}`}>
            <Alert
              type={order.payResult === PAY_RESULT.paid ? 'success' : 'warning'}
              showIcon
              title={order.payResult === PAY_RESULT.paid ? BOOKING_TEXT.alreadyPaid : BOOKING_TEXT.notPayable}
            />
            <Link
              to={`${paths.courtesy}?tab=booking`}
              className={`${layoutStyles.linkButton} ${layoutStyles.linkButtonOutline}`}
            >
              {BOOKING_TEXT.toMyBooking}
            </Link>
          </div>
        )}
      </div>
      <aside className={styles.payStepAside}>
        <BookingSummary
          figures={figuresOfOrder(order)}
          extra={
            <>
              <div>
                <dt>{BOOKING_TEXT.orderNo}</dt>
                <dd className={bookingStyles.bookingSummaryMono}>{order.orderNo}</dd>
              </div>
              <div>
                <dt>{BOOKING_TEXT.guest}</dt>
                <dd>
                  {order.revUser} {order.mobile}
                </dd>
              </div>
            </>
          }
          footer={
            payable ? (
              <p className={bookingStyles.bookingSummaryHold}>{BOOKING_TEXT.holdUntil(order.holdUntil)}</p>
            ) : null
          }
        />
      </aside>
      <Modal
        open={payable && noticeOpen}
        title={BOOKING_TEXT.unpaidNoticeTitle}
        onCancel={() => setNoticeOpen(false)}
        onOk={() => setNoticeOpen(false)}
        okText={BOOKING_TEXT.unpaidNoticeOk}
        cancelButtonProps={{ style: { display: 'none' } }}
        centered
        width={400}
      >
        <p>{BOOKING_TEXT.unpaidNotice}</p>
      </Modal>
    </div>
  );
}
