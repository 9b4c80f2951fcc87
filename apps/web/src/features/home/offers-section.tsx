import { FLAG, HOME_MAX_PROMOTIONS } from '@hotel/shared/constants';
import { excerpt } from '@hotel/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryState } from '../../components/query-state.tsx';
import { SectionTitle } from '../../components/section-title.tsx';
import { paths } from '../../config/paths.ts';
import { salesQuery } from '../../lib/catalogue-queries.ts';
import styles from './home.module.css';
import { HOME_TEXT } from './messages.ts';

/** The three latest offers, each opening its sale detail. */
export function OffersSection({ hotelCode }: { hotelCode: string }) {
  const sales = useQuery(salesQuery(hotelCode));

  return (
    <section className={styles.homeSection} aria-labelledby="home-offers">
      <SectionTitle
        id="home-offers"
        eyebrow={HOME_TEXT.offersEyebrow}
        title={HOME_TEXT.offers}
        extra={<Link to={paths.sales}>{HOME_TEXT.viewMore}</Link>}
      />
      <QueryState query={sales} retry={false} isEmpty={(all) => all.length === 0}>
        {(all) => (
          <ul className={styles.cardGrid}>
            {all.slice(0, HOME_MAX_PROMOTIONS).map((sale) => (
              <li key={sale.id}>
                <Link to={paths.salesDetail(sale.id)} className={styles.storyCard}>
                  <div className={styles.storyCardMedia}>
                    {sale.thumbnail || sale.showImage ? (
                      <img src={sale.thumbnail || sale.showImage} alt="" loading="lazy" />
                    ) : null}
                    {sale.typeName ? <span className={styles.storyCardTag}>{sale.typeName}</span> : null}
                  </div>
                  <div className={styles.storyCardBody}>
                    <p className={styles.storyCardDate}>
                      {sale.isGroup === FLAG.yes ? HOME_TEXT.groupWide : sale.hotelName}
                      {sale.begin && sale.end ? ` · ${HOME_TEXT.validity(sale.begin, sale.end)}` : ''}
                    </p>
                    <h3 className={styles.storyCardTitle}>{sale.title}</h3>
                    <p className={styles.storyCardText}>{excerpt(sale.description || sale.content, 60)}</p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
