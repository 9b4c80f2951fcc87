import { LoadingOutlined } from '@ant-design/icons';
import type { Order } from '@hotel/shared/api/member-orders';
import { PAY_COUNTDOWN_SECONDS, PAY_METHOD, PAY_POLL_MS } from '@hotel/shared/constants';
import { yuanText } from '@hotel/shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import layoutStyles from '../../components/layout.module.css';
import { paths } from '../../config/paths.ts';
import { NARROW_QUERY } from '../../config/site.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { discountLines } from './amount-lines.ts';
import { bookingKeys, checkPayResult } from './api.ts';
import bookingStyles from './booking.module.css';
import { storedPayment } from './booking-storage.ts';
import { BOOKING_TEXT } from './messages.ts';
import styles from './pay-detail.module.css';
import { payStatePath } from './pay-state.tsx';
import { cashierPage, isWeChatBrowser } from './wechat.ts';

interface PayDetailViewProps {
  /** wxpay or alipay: who the guest scans with. */
  payCode: string;
  hotelCode: string;
  /** The order being paid, once read: what the guest is paying for. */
  order?: Order | undefined;
}

/** Order number, hotel, dates and the amount (with what came off 门市价): what this payment is for. */
function PaymentFor({ order }: { order: Order }) {
  const lines = discountLines(order);
  return (
    <div className={styles.payDetailOrder}>
      <p>
        {BOOKING_TEXT.orderNo} {order.orderNo}
      </p>
      <p>{order.hotelName}</p>
      <p>{BOOKING_TEXT.stayDates(order.checkinDate, order.checkoutDate, order.days)}</p>
      {lines.length > 0 ? (
        <dl className={styles.payDetailAmounts}>
          <div>
            <dt>{BOOKING_TEXT.total}</dt>
            <dd>{yuanText(order.totalAmount)}</dd>
          </div>
          {lines.map((line) => (
            <div key={line.key}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className={styles.payDetailOrderAmount}>
        {BOOKING_TEXT.amountToPay} {yuanText(order.actualAmount)}
      </p>
    </div>
  );
}

type OpenDialog = { destroy: () => void } | undefined;

/**
 * PayDetail: the QR code of the payment attempt, a 120 s countdown and a check every 2 s. A paid
 * order replaces this page with PayState; at 0 the guest is told the payment is timing out; the
 * cancel button asks first. Inside WeChat the guest goes straight to the cashier page instead. On a
 * phone, where nobody scans a code on their own screen, 打开微信支付 / 打开支付宝 (the payUrl) is
 * the main action and the QR code the alternative for another device.
 */
export function PayDetailView(props: PayDetailViewProps) {
  // antd's App for the modal API the confirmations use (the site root has none: lib/message.tsx).
  return (
    <App component={false}>
      <PayDetailPanel {...props} />
    </App>
  );
}

function PayDetailPanel({ payCode, hotelCode, order }: PayDetailViewProps) {
  const { modal } = App.useApp();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const [{ payImg, payUrl, revNo, id }] = useState(storedPayment);
  const phone = useMediaQuery(NARROW_QUERY);
  const [seconds, setSeconds] = useState(PAY_COUNTDOWN_SECONDS);
  const [paused, setPaused] = useState(false);
  const [paid, setPaid] = useState(false);
  const dialog = useRef<OpenDialog>(undefined);
  const payer = payCode === PAY_METHOD.alipay ? BOOKING_TEXT.alipay : BOOKING_TEXT.wechat;
  const ready = Boolean(payImg && revNo);

  useEffect(() => {
    if (payUrl && isWeChatBrowser()) cashierPage.open(payUrl);
  }, [payUrl]);

  const closeDialog = useCallback(() => {
    dialog.current?.destroy();
    dialog.current = undefined;
  }, []);

  // The payment check, every PAY_POLL_MS until paid.
  useEffect(() => {
    if (!ready || paid || !revNo) return;
    let inFlight = false;
    let live = true;
    const timer = window.setInterval(() => {
      if (inFlight) return;
      inFlight = true;
      checkPayResult(revNo, hotelCode)
        .then(() => {
          if (live) setPaid(true);
        })
        // Not paid yet (the service says no), or a dropped check (its red message shown): the
        // next check asks again.
        .catch(() => undefined)
        .finally(() => {
          inFlight = false;
        });
    }, PAY_POLL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [ready, paid, revNo, hotelCode]);

  useEffect(() => {
    if (!paid) return;
    closeDialog();
    void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    navigate(id ? payStatePath(id) : paths.payState, { replace: true });
  }, [paid, closeDialog, navigate, queryClient, id]);

  const restart = useCallback(() => {
    dialog.current = undefined;
    setSeconds(PAY_COUNTDOWN_SECONDS);
    setPaused(false);
  }, []);

  const leave = useCallback(() => {
    dialog.current = undefined;
    navigate(paths.home);
  }, [navigate]);

  // The countdown; it waits while a question is open.
  useEffect(() => {
    if (!ready || paid || paused || seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [ready, paid, paused, seconds]);

  useEffect(() => {
    if (!ready || paid || seconds > 0 || dialog.current) return;
    setPaused(true);
    dialog.current = modal.confirm({
      title: BOOKING_TEXT.prompt,
      content: BOOKING_TEXT.timeoutConfirm,
      okText: BOOKING_TEXT.yes,
      cancelText: BOOKING_TEXT.no,
      onOk: leave,
      onCancel: restart,
    });
  }, [ready, paid, seconds, modal, leave, restart]);

  useEffect(() => closeDialog, [closeDialog]);

  const askCancel = () => {
    if (dialog.current) return;
    setPaused(true);
    dialog.current = modal.confirm({
      title: BOOKING_TEXT.prompt,
      content: BOOKING_TEXT.cancelPayConfirm,
      okText: BOOKING_TEXT.yes,
      cancelText: BOOKING_TEXT.no,
      onOk: leave,
      onCancel: restart,
    });
  };

  if (!ready)
    return (
      <div className={`${bookingStyles.bookingCard} ${bookingStyles.bookingEmpty}`}>
        <EmptyState description={BOOKING_TEXT.noPayment} />
        <Link
          to={`${paths.courtesy}?tab=booking`}
          className={`${layoutStyles.linkButton} ${layoutStyles.linkButtonOutline}`}
        >
          {BOOKING_TEXT.toMyBooking}
        </Link>
      </div>
    );

  const qrCode = (
    <div
      className={`${styles.payDetailQr}${payCode === PAY_METHOD.alipay ? ` ${styles.payDetailQrAlipay}` : ''}`}
    >
      <img src={payImg} alt={BOOKING_TEXT.qrAlt(payer)} width={220} height={220} />
    </div>
  );
  const openInApp = phone && payUrl;
  return (
    <section className={`${styles.payDetail} ${bookingStyles.bookingCard}`} aria-label={BOOKING_TEXT.qrTitle}>
      <h2 className={`${bookingStyles.bookingCardTitle} ${styles.payDetailTitle}`}>{BOOKING_TEXT.qrTitle}</h2>
      {order ? <PaymentFor order={order} /> : null}
      <p className={styles.payDetailCountdown} aria-live="polite">
        {BOOKING_TEXT.countdown(seconds)}
      </p>
      {openInApp ? (
        <>
          <a
            className={`${layoutStyles.linkButton} ${layoutStyles.linkButtonPrimary} ${styles.payDetailOpen}`}
            href={payUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {BOOKING_TEXT.openPayer(payer)}
          </a>
          <p className={styles.payDetailElsewhere}>{BOOKING_TEXT.scanElsewhere(payer)}</p>
          {qrCode}
        </>
      ) : (
        <>
          <p className={styles.payDetailInstruction}>{BOOKING_TEXT.scanWith(payer)}</p>
          {qrCode}
        </>
      )}
      <p className={styles.payDetailStatus}>
        <LoadingOutlined aria-hidden /> {BOOKING_TEXT.paying}
      </p>
      {payUrl && !openInApp ? (
        <a className={styles.payDetailLink} href={payUrl} target="_blank" rel="noopener noreferrer">
          {BOOKING_TEXT.openCashier}
        </a>
      ) : null}
      <Button size="large" className={styles.payDetailCancel} onClick={askCancel}>
        {BOOKING_TEXT.cancelPay}
      </Button>
    </section>
  );
}
