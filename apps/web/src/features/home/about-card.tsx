import { htmlToText } from '@hotel/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import layoutStyles from '../../components/layout.module.css';
import { LineSkeleton } from '../../components/line-skeleton.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { SectionTitle } from '../../components/section-title.tsx';
import { paths } from '../../config/paths.ts';
import { hotelInfoQuery } from '../../lib/catalogue-queries.ts';
import styles from './home.module.css';
import { HOME_TEXT } from './messages.ts';

/** About-the-brand card: name and introduction of the group, with a link to the About page. */
export function AboutCard({ hotelCode }: { hotelCode: string }) {
  const info = useQuery(hotelInfoQuery(hotelCode));

  return (
    <section className={`${styles.homeSection} about-card`} aria-labelledby="home-about">
      {info.isError && !info.data ? (
        <SectionTitle id="home-about" eyebrow={HOME_TEXT.aboutEyebrow} title={HOME_TEXT.aboutEyebrow} />
      ) : null}
      <QueryState query={info} loading={<LineSkeleton rows={5} />} retry={false}>
        {(group) => (
          <div className={styles.aboutCardBody}>
            {group.showImage ? (
              <div className={styles.aboutCardMedia}>
                <img src={group.showImage} alt={group.hotelName} loading="lazy" />
              </div>
            ) : null}
            <div>
              <SectionTitle id="home-about" eyebrow={HOME_TEXT.aboutEyebrow} title={group.hotelName} />
              <p className={styles.aboutCardRemark}>{htmlToText(group.hotelRemark)}</p>
              <Link
                className={`${layoutStyles.linkButton} ${layoutStyles.linkButtonOutline}`}
                to={paths.aboutUs}
              >
                {HOME_TEXT.learnMore}
              </Link>
            </div>
          </div>
        )}
      </QueryState>
    </section>
  );
}
