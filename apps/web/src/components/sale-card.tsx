import type { Sale } from '@hotel/shared/api/hotel';
import { FLAG } from '@hotel/shared/constants';
import { excerpt } from '@hotel/shared/validation';
import { Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import layoutStyles from './layout.module.css';
import styles from './sale-card.module.css';
import { SkeletonBlock } from './skeleton-block.tsx';

const TEXT = {
  groupWide: '集团通用',
  validity: (begin: string, end: string) => `${begin} 至 ${end}`,
  viewDetail: '查看详情',
} as const;

/** How long a card's text runs before it is cut. */
const TEXT_LENGTH = 60;

/** The heading level of a card's title: 2 right under the page's title, 3 in a section. */
type TitleLevel = 2 | 3;

/** One offer: picture and theme, title, who offers it and when, a short text and 查看详情. */
function SaleCard({ sale, to, titleLevel }: { sale: Sale; to: string; titleLevel: TitleLevel }) {
  const image = sale.thumbnail || sale.showImage;
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.saleCard}>
      <div className={styles.media}>
        {image ? <img src={image} alt="" loading="lazy" /> : null}
        {sale.typeName ? <Tag className={styles.tag}>{sale.typeName}</Tag> : null}
      </div>
      <div className={styles.body}>
        <Title className={styles.title}>{sale.title}</Title>
        <p className={styles.meta}>
          <span>{sale.isGroup === FLAG.yes ? TEXT.groupWide : sale.hotelName}</span>
          {sale.begin && sale.end ? <span>{TEXT.validity(sale.begin, sale.end)}</span> : null}
        </p>
        <p className={styles.text}>{excerpt(sale.description || sale.content, TEXT_LENGTH)}</p>
        <Link
          className={`${layoutStyles.linkButton} ${layoutStyles.linkButtonOutline} ${styles.button}`}
          to={to}
          aria-label={`${TEXT.viewDetail}：${sale.title}`}
        >
          {TEXT.viewDetail}
        </Link>
      </div>
    </article>
  );
}

interface SaleCardGridProps {
  sales: readonly Sale[];
  /** Where a card's 查看详情 leads: the group's or the hotel's offer detail. */
  linkOf: (sale: Sale) => string;
  /** 3 (a section's list) unless the cards come right under the page's title. */
  titleLevel?: TitleLevel;
}

/** Offer cards, three a row on a desktop, two on a narrow one, one on a phone. */
export function SaleCardGrid({ sales, linkOf, titleLevel = 3 }: SaleCardGridProps) {
  return (
    <ul className={styles.saleGrid}>
      {sales.map((sale) => (
        <li key={sale.id}>
          <SaleCard sale={sale} to={linkOf(sale)} titleLevel={titleLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Three cards' worth of placeholder while the offers load. */
export function SaleCardGridSkeleton() {
  return (
    <ul className={styles.saleGrid} aria-busy="true">
      {[1, 2, 3].map((n) => (
        <li key={n} className={`${styles.saleCard} ${styles.loading}`}>
          <SkeletonBlock className={styles.skeletonMedia} />
          <Skeleton active paragraph={{ rows: 3 }} />
        </li>
      ))}
    </ul>
  );
}
