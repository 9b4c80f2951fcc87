import type { UserDetail } from '@hotel/shared/api/user';
import { MEMBER_TEXT } from './messages.ts';

export function formatBalance(yuan: number): string {
  return `¥${yuan.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The membership card as the member would carry it: level, name, card number, points, balance. */
export function MemberCard({ detail, brandName }: { detail: UserDetail; brandName: string }) {
  return (
    <section className="member-card" aria-label={MEMBER_TEXT.card}>
      <div className="member-card__top">
        <span className="member-card__brand">{brandName}</span>
        <span className="member-card__level">{detail.vipName}</span>
      </div>
      <p className="member-card__number">{detail.cardNo.replace(/(.{4})(?=.)/g, '$1 ')}</p>
      <div className="member-card__bottom">
        <span className="member-card__name">{detail.userName}</span>
        <dl className="member-card__stats">
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
