import { HOME_MAX_NEWS } from '@hotel/shared/constants';
import { excerpt } from '@hotel/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { NewsDate } from '../../components/news-date.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { SectionTitle } from '../../components/section-title.tsx';
import { paths } from '../../config/paths.ts';
import { newsListQuery } from '../../lib/catalogue-queries.ts';
import styles from './home.module.css';
import { HOME_TEXT } from './messages.ts';

/** 新店开业: the latest three news items of the news centre. */
export function NewsSection() {
  const news = useQuery(newsListQuery());

  return (
    <section className={styles.homeSection} aria-labelledby="home-news">
      <SectionTitle
        id="home-news"
        eyebrow={HOME_TEXT.newOpeningsEyebrow}
        title={HOME_TEXT.newOpenings}
        extra={<Link to={paths.news}>{HOME_TEXT.viewAll}</Link>}
      />
      <QueryState query={news} retry={false} isEmpty={(all) => all.length === 0}>
        {(all) => (
          <ul className={styles.cardGrid}>
            {all.slice(0, HOME_MAX_NEWS).map((item) => (
              <li key={item.newid}>
                <Link to={paths.newsDetail(item.newid)} className={styles.storyCard}>
                  <div className={styles.storyCardMedia}>
                    {item.newimg ? <img src={item.newimg} alt="" loading="lazy" /> : null}
                  </div>
                  <div className={styles.storyCardBody}>
                    <NewsDate className={styles.storyCardDate} date={item.newdatetime} />
                    <h3 className={styles.storyCardTitle}>{item.newtitle}</h3>
                    <p className={styles.storyCardText}>{excerpt(item.description || item.newscontent)}</p>
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
