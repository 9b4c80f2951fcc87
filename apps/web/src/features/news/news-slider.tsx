import type { NewsItem } from '@hotel/shared/api/cms';
import { excerpt } from '@hotel/shared/validation';
import { Link } from 'react-router';
import { Carousel } from '../../components/carousel.tsx';
import layoutStyles from '../../components/layout.module.css';
import { NewsDate } from '../../components/news-date.tsx';
import { NEWS_TEXT } from './messages.ts';
import styles from './news.module.css';

interface NewsSliderProps {
  items: readonly NewsItem[];
  /** Where an item opens (NewsDetail). */
  detailPath: (newsId: number) => string;
}

/** The featured news, one slide each, with a 查看更多 button that opens the item. */
export function NewsSlider({ items, detailPath }: NewsSliderProps) {
  if (items.length === 0) return null;
  return (
    <Carousel className={styles.newsSlider} label={NEWS_TEXT.sliderLabel} interval={6000}>
      {items.map((item) => (
        <article key={item.newid} className={styles.newsSlide}>
          <div className={styles.newsSlideMedia}>{item.newimg ? <img src={item.newimg} alt="" /> : null}</div>
          <div className={styles.newsSlideBody}>
            <p className={styles.newsSlideEyebrow}>{NEWS_TEXT.sliderLabel}</p>
            <NewsDate className={styles.newsSlideDate} date={item.newdatetime} />
            <h2 className={styles.newsSlideTitle}>{item.newtitle}</h2>
            <p className={styles.newsSlideText}>{excerpt(item.description || item.newscontent, 60)}</p>
            <Link
              className={`${layoutStyles.linkButton} ${layoutStyles.linkButtonOutline}`}
              to={detailPath(item.newid)}
            >
              {NEWS_TEXT.viewMore}
            </Link>
          </div>
        </article>
      ))}
    </Carousel>
  );
}
