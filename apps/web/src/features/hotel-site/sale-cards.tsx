import type { Sale } from '@hotel/shared/api/hotel';
import { excerpt } from '@hotel/shared/validation';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { HOTEL_SITE_TEXT } from './messages.ts';

interface SaleCardsProps {
  sales: readonly Sale[];
  /** Where a card leads: the hotel's own sale detail. */
  linkOf: (sale: Sale) => string;
}

/** Offer cards: image, theme, who offers it and until when, title, summary, 查看详情. */
export function SaleCards({ sales, linkOf }: SaleCardsProps) {
  return (
    <ul className="sale-grid">
      {sales.map((sale) => (
        <li key={sale.id}>
          <article className="sale-card">
            <div className="sale-card__media">
              {sale.thumbnail || sale.showImage ? (
                <img src={sale.thumbnail || sale.showImage} alt="" loading="lazy" />
              ) : null}
              {sale.typeName ? <Tag className="sale-card__tag">{sale.typeName}</Tag> : null}
            </div>
            <div className="sale-card__body">
              <p className="sale-card__meta">
                {sale.isGroup === 1 ? HOTEL_SITE_TEXT.groupWide : sale.hotelName}
                {sale.begin && sale.end ? ` · ${HOTEL_SITE_TEXT.validity(sale.begin, sale.end)}` : ''}
              </p>
              <h3 className="sale-card__title">{sale.title}</h3>
              <p className="sale-card__text">{excerpt(sale.description || sale.content, 60)}</p>
              <Link
                to={linkOf(sale)}
                className="sale-card__more"
                aria-label={`${HOTEL_SITE_TEXT.saleDetails}：${sale.title}`}
              >
                {HOTEL_SITE_TEXT.saleDetails}
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
