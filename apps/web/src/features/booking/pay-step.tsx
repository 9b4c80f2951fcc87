import type { Order } from '@hotel/shared/api/member-orders';
import type { PayMethodOption } from '@hotel/shared/api/pay';
import { PAY_METHOD } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Radio, Skeleton } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useIdempotencyKey } from '../../lib/idempotency-key.ts';
import { useMessage } from '../../lib/message.tsx';
import { persistentStore } from '../../lib/storage.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';
import { orderPay, payMethodsQuery } from './api.ts';
import { storePayment } from './booking-storage.ts';
import { BookingSummary, figuresOfOrder } from './booking-summary.tsx';
import { BOOKING_TEXT } from './messages.ts';
import { formatMoney } from './money.ts';
import { payStatePath } from './pay-state.tsx';
import { cashierPage, isWeChatBrowser } from './wechat.ts';

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
  const ids = useId();
  const inWeChat = isWeChatBrowser();
  const methods = useQuery(payMethodsQuery(token, order.orderNo));
  const [code, setCode] = useState<string>();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<'method' | 'password'>();
  const [paying, setPaying] = useState(false);
  const paymentKey = useIdempotencyKey();

  // Alipay cannot be paid inside WeChat's browser (section 2).
  const options: PayMethodOption[] = (methods.data ?? []).filter(
    (method) => !(inWeChat && method.code === PAY_METHOD.alipay),
  );
  const chosen = options.find((method) => method.code === code);
  const byCard = chosen?.code === PAY_METHOD.memberCard;
  const cardShort = byCard && cardBalance !== undefined && cardBalance < order.actualAmount;
  const shortText = BOOKING_TEXT.cardShort(formatMoney(order.actualAmount));

  const finish = async () => {
    if (paying) return;
    if (!chosen) {
      setProblem('method');
      void message.warning(MSG.payMethodRequired);
      return;
    }
    if (cardShort) {
      void message.warning(shortText);
      return;
    }
    if (byCard && password === '') {
      setProblem('password');
      document.getElementById(`${ids}-password`)?.focus();
      return;
    }
    setPaying(true);
    try {
      const cardNo = chosen.code === PAY_METHOD.memberCard ? persistentStore.get('cardNo') : undefined;
      const result = await orderPay(
        {
          revNo: order.revNo,
          payCode: chosen.paycode || chosen.code,
          hotelCode: order.hotelCode,
          payAmount: order.actualAmount,
          customerName: order.revUser,
          ...(chosen.code === PAY_METHOD.memberCard ? { cardPwd: password, cardNo } : {}),
        },
        paymentKey.current(),
      );
      // the server answered: whatever it said, the next press is a payment of its own
      paymentKey.renew();
      if (!result.success) {
        void message.error(result.message || MSG.tryLaterBang);
        return;
      }
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
      void message.success(result.message || MSG.paySucceeded);
      navigate(payStatePath(order.id), { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) void message.error(MSG.tryLaterBang);
    } finally {
      setPaying(false);
    }
  };

  return (
    <Form
      layout="vertical"
      className="pay-form booking-card"
      aria-label={BOOKING_TEXT.payTitle}
      requiredMark={false}
      onFinish={() => void finish()}
    >
      <h2 className="booking-card__title">{BOOKING_TEXT.payTitle}</h2>
      <Form.Item
        label={<span className="booking-required booking-required--after">{BOOKING_TEXT.payMethod}</span>}
        validateStatus={problem === 'method' ? 'error' : undefined}
        help={problem === 'method' ? MSG.payMethodRequired : undefined}
      >
        {methods.isPending ? <Skeleton active paragraph={{ rows: 2 }} title={false} /> : null}
        {methods.isError ? <EmptyState description={methods.error.message} /> : null}
        {methods.data ? (
          <Radio.Group
            className="pay-methods"
            aria-label={BOOKING_TEXT.payMethod}
            value={code}
            onChange={(e) => {
              setCode(String(e.target.value));
              setProblem(undefined);
            }}
          >
            {options.map((method) => (
              <div key={method.code} className="pay-method-cell">
                <Radio value={method.code} className={`pay-method pay-method--${method.type}`}>
                  {method.label}
                </Radio>
                {byCard && method.code === PAY_METHOD.memberCard && cardBalance !== undefined ? (
                  <span className="pay-method-cell__note">
                    {BOOKING_TEXT.cardBalance(formatMoney(cardBalance))}
                  </span>
                ) : null}
              </div>
            ))}
          </Radio.Group>
        ) : null}
      </Form.Item>
      {cardShort ? <Alert className="pay-form__short" type="warning" showIcon title={shortText} /> : null}
      {byCard && !cardShort ? (
        <Form.Item
          label={BOOKING_TEXT.memberPassword}
          htmlFor={`${ids}-password`}
          validateStatus={problem === 'password' ? 'error' : undefined}
          help={problem === 'password' ? MSG.memberPasswordRequired : undefined}
        >
          <Input.Password
            id={`${ids}-password`}
            value={password}
            maxLength={64}
            autoComplete="current-password"
            placeholder={BOOKING_TEXT.memberPasswordPlaceholder}
            onChange={(e) => {
              setPassword(e.target.value);
              if (problem === 'password') setProblem(undefined);
            }}
          />
        </Form.Item>
      ) : null}
      <p className="pay-form__hint">{BOOKING_TEXT.payHint}</p>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={paying}
        className="pay-form__submit"
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
      <div className="booking-card booking-empty">
        <EmptyState description={error?.message || BOOKING_TEXT.orderFailed} />
        <Link to={`${paths.courtesy}?tab=booking`} className="link-button link-button--outline">
          {BOOKING_TEXT.toMyBooking}
        </Link>
      </div>
    );

  const payable = order.payResult === 0 && order.canPay;
  return (
    <div className="pay-step">
      <div className="pay-step__main">
        {payable ? (
          <PayForm order={order} token={token} cardBalance={cardBalance} />
        ) : (
          <div className="booking-card booking-empty">
            <Alert
              type={order.payResult === 1 ? 'success' : 'warning'}
              showIcon
              title={order.payResult === 1 ? BOOKING_TEXT.alreadyPaid : BOOKING_TEXT.notPayable}
            />
            <Link to={`${paths.courtesy}?tab=booking`} className="link-button link-button--outline">
              {BOOKING_TEXT.toMyBooking}
            </Link>
          </div>
        )}
      </div>
      <aside className="pay-step__aside">
        <BookingSummary
          figures={figuresOfOrder(order)}
          extra={
            <>
              <div>
                <dt>{BOOKING_TEXT.orderNo}</dt>
                <dd className="booking-summary__mono">{order.orderNo}</dd>
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
              <p className="booking-summary__hold">{BOOKING_TEXT.holdUntil(order.holdUntil)}</p>
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
