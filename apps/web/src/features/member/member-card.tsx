import type { UserDetail } from '@hotel/shared/api/user';
import styles from './member.module.css';
import { MEMBER_TEXT } from './messages.ts';

export function formatBalance(yuan: number): string {
  return `¥${yuan.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The membership card as the member would carry it: level, name, card number, points, balance. */
export function MemberCard({ detail, brandName }: { detail: UserDetail; brandName: string }) {
  return (
    <section className={styles.memberCard} aria-label={MEMBER_TEXT.card}>
      <div className={styles.memberCardTop}>
        <span className={styles.memberCardBrand}>{brandName}</span>
        <span className={styles.memberCardLevel}>{detail.vipName}</span>
      </div>
      <p className={styles.memberCardNumber}>{detail.cardNo.replace(/(.{4})(?=.)/g, '$1 ')}</p>
      <div className={styles.memberCardBottom}>
        <span className={styles.memberCardName}>{detail.userName}</span>
        <dl className={styles.memberCardStats}>
          <div>
            <dt>{MEMBER_TEXT.score}</dt>
            <dd>{detail.score.toLocaleString('zh-CN')}</dd>
          </div>
          <div>
            <dt>{MEMBER_TEXT.balance}</dt>
            <dd>{formatBalance(detail.balance)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
