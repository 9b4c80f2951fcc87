import type { Sale } from '@hotel/shared/api/hotel';
import { excerpt } from '@hotel/shared/validation';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { SALES_TEXT } from './messages.ts';

interface SaleCardProps {
  sale: Sale;
  to: string;
}

/** One offer in the list: picture, theme, title, where and when, a short text and 查看详情. */
export function SaleCard({ sale, to }: SaleCardProps) {
  const image = sale.thumbnail || sale.showImage;
  return (
    <article className="sale-card">
      <div className="sale-card__media">
        {image ? <img src={image} alt="" loading="lazy" /> : null}
        {sale.typeName ? <Tag className="sale-card__tag">{sale.typeName}</Tag> : null}
      </div>
      <div className="sale-card__body">
        <h3 className="sale-card__title">{sale.title}</h3>
        <p className="sale-card__meta">
          <span>{sale.isGroup === 1 ? SALES_TEXT.groupWide : sale.hotelName}</span>
          {sale.begin && sale.end ? <span>{SALES_TEXT.validity(sale.begin, sale.end)}</span> : null}
        </p>
        <p className="sale-card__text">{excerpt(sale.description || sale.content, 60)}</p>
        <Link className="link-button link-button--outline sale-card__button" to={to}>
          {SALES_TEXT.viewDetail}
        </Link>
      </div>
    </article>
  );
}
