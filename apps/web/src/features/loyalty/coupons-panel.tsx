import { COUPON_STATUS_LABELS, COUPON_STATUSES, type MemberCoupon } from '@hotel/shared/api/loyalty';
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { memberCouponsQuery } from './api.ts';
import styles from './coupons-panel.module.css';
import loyaltyPanelStyles from './loyalty-panel.module.css';
import { LOYALTY_TEXT } from './messages.ts';

type CouponStatus = MemberCoupon['status'];

/** Used and expired coupons are greyed: no longer something to spend. */
const STATUS_CLASS: Record<CouponStatus, string | undefined> = {
  available: undefined,
  used: styles.couponCardUsed,
  expired: styles.couponCardExpired,
};

function CouponCard({ coupon }: { coupon: MemberCoupon }) {
  const rows: [string, string][] = [
    [
      LOYALTY_TEXT.hotels,
      coupon.hotelNames.length > 0 ? coupon.hotelNames.join('、') : LOYALTY_TEXT.allHotels,
    ],
    [LOYALTY_TEXT.validity, LOYALTY_TEXT.validRange(coupon.validFrom, coupon.validUntil)],
  ];
  if (coupon.status === 'used' && coupon.orderNo) rows.push([LOYALTY_TEXT.usedOn, coupon.orderNo]);
  return (
    <li className={`${styles.couponCard} ${STATUS_CLASS[coupon.status] ?? ''}`} aria-label={coupon.name}>
      <div className={styles.couponCardFace}>
        <strong className={styles.couponCardValue}>{LOYALTY_TEXT.couponFace(coupon)}</strong>
        <span className={styles.couponCardThreshold}>{LOYALTY_TEXT.threshold(coupon.minSpend)}</span>
      </div>
      <div className={styles.couponCardBody}>
        <p className={styles.couponCardName}>
          {coupon.name}
          {coupon.status !== 'available' ? (
            <span className={styles.couponCardStatus}>{COUPON_STATUS_LABELS[coupon.status]}</span>
          ) : null}
        </p>
        <p className={styles.couponCardDescription}>{coupon.description}</p>
        <dl className={styles.couponCardRows}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </li>
  );
}

function CouponList({ coupons, status }: { coupons: MemberCoupon[]; status: CouponStatus }) {
  if (coupons.length === 0) return <EmptyState description={LOYALTY_TEXT.noCoupons[status]} />;
  return (
    <ul className={styles.couponList}>
      {coupons.map((coupon) => (
        <CouponCard key={coupon.id} coupon={coupon} />
      ))}
    </ul>
  );
}

/** 我的抵用券: the member's coupons under 可用, 已使用 and 已过期, each tab with its count. */
export function CouponsPanel({ token }: { token: string }) {
  const coupons = useQuery(memberCouponsQuery(token));
  const [status, setStatus] = useState<CouponStatus>('available');
  return (
    <div className={loyaltyPanelStyles.loyaltyPanel}>
      <QueryState query={coupons} failed={LOYALTY_TEXT.loadFailed} serverMessage>
        {(data) => (
          <>
            <Tabs
              className={styles.couponTabs}
              activeKey={status}
              onChange={(key) => {
                const found = COUPON_STATUSES.find((s) => s === key);
                if (found) setStatus(found);
              }}
              items={COUPON_STATUSES.map((s) => {
                const ofStatus = data.filter((coupon) => coupon.status === s);
                return {
                  key: s,
                  label: LOYALTY_TEXT.statusTab(COUPON_STATUS_LABELS[s], ofStatus.length),
                  children: <CouponList coupons={ofStatus} status={s} />,
                };
              })}
            />
            <p className={loyaltyPanelStyles.loyaltyPanelHint}>{LOYALTY_TEXT.couponHint}</p>
          </>
        )}
      </QueryState>
    </div>
  );
}
