import type { NewsItem } from '@hotel/shared/api/cms';
import { excerpt } from '@hotel/shared/validation';
import { Link } from 'react-router';
import { Carousel } from '../../components/carousel.tsx';
import { NewsDate } from '../../components/news-date.tsx';
import { NEWS_TEXT } from './messages.ts';
import './news.css';

interface NewsSliderProps {
  items: readonly NewsItem[];
  /** Where an item opens (NewsDetail). */
  detailPath: (newsId: number) => string;
}

/** The featured news, one slide each, with a 查看更多 button that opens the item. */
export function NewsSlider({ items, detailPath }: NewsSliderProps) {
  if (items.length === 0) return null;
  return (
    <Carousel className="news-slider" label={NEWS_TEXT.sliderLabel} interval={6000}>
      {items.map((item) => (
        <article key={item.newid} className="news-slide">
          <div className="news-slide__media">{item.newimg ? <img src={item.newimg} alt="" /> : null}</div>
          <div className="news-slide__body">
            <p className="news-slide__eyebrow">{NEWS_TEXT.sliderLabel}</p>
            <NewsDate className="news-slide__date" date={item.newdatetime} />
            <h2 className="news-slide__title">{item.newtitle}</h2>
            <p className="news-slide__text">{excerpt(item.description || item.newscontent, 60)}</p>
            <Link className="link-button link-button--outline news-slide__more" to={detailPath(item.newid)}>
              {NEWS_TEXT.viewMore}
            </Link>
          </div>
        </article>
      ))}
    </Carousel>
  );
}
