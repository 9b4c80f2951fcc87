import { htmlToText } from '@hotel/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { SectionTitle } from '../../components/section-title.tsx';
import { paths } from '../../config/paths.ts';
import { hotelInfoQuery } from './api.ts';
import { HOME_TEXT } from './messages.ts';
import './home.css';

/** About-the-brand card: name and introduction of the group, with a link to the About page. */
export function AboutCard({ hotelCode }: { hotelCode: string }) {
  const info = useQuery(hotelInfoQuery(hotelCode));

  return (
    <section className="home-section about-card" aria-labelledby="home-about">
      {info.isPending ? <Skeleton active paragraph={{ rows: 5 }} /> : null}
      {info.isError ? (
        <>
          <SectionTitle id="home-about" eyebrow={HOME_TEXT.aboutEyebrow} title={HOME_TEXT.aboutEyebrow} />
          <EmptyState description={HOME_TEXT.loadFailed} />
        </>
      ) : null}
      {info.data ? (
        <div className="about-card__body">
          {info.data.showImage ? (
            <div className="about-card__media">
              <img src={info.data.showImage} alt={info.data.hotelName} loading="lazy" />
            </div>
          ) : null}
          <div className="about-card__text">
            <SectionTitle id="home-about" eyebrow={HOME_TEXT.aboutEyebrow} title={info.data.hotelName} />
            <p className="about-card__remark">{htmlToText(info.data.hotelRemark)}</p>
            <Link className="link-button link-button--outline" to={paths.aboutUs}>
              {HOME_TEXT.learnMore}
            </Link>
          </div>
        </div>
      ) : null}
    </section>
  );
}
