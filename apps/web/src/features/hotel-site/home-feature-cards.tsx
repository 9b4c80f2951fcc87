import type { HomeContent } from '@hotel/shared/api/cms';
import type { HotelInfo } from '@hotel/shared/api/hotel';
import { htmlToText } from '@hotel/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { RichContent } from '../../components/rich-content.tsx';
import { SectionTitle } from '../../components/section-title.tsx';
import { paths } from '../../config/paths.ts';
import { hotelHomeContentQuery } from './api.ts';
import styles from './hotel-home.module.css';
import { HOTEL_SITE_TEXT } from './messages.ts';

interface FeatureCard {
  image: string;
  title: string;
  html: string;
}

interface BlockProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  cards: FeatureCard[];
  link: { to: string; label: string };
}

function FeatureBlock({ id, eyebrow, title, intro, cards, link }: BlockProps) {
  const shown = cards.filter((card) => card.title || card.image);
  return (
    <section className={styles.hotelSection} aria-labelledby={id}>
      <SectionTitle id={id} eyebrow={eyebrow} title={title} extra={<Link to={link.to}>{link.label}</Link>} />
      {intro ? <RichContent html={intro} className={styles.hotelFeatureIntro} /> : null}
      <ul className={styles.hotelFeatureGrid}>
        {shown.map((card) => (
          <li key={card.title || card.image}>
            <Link to={link.to} className={styles.hotelFeatureLink}>
              <div className={styles.hotelFeatureMedia}>
                {card.image ? <img src={card.image} alt="" loading="lazy" /> : null}
              </div>
              <div className={styles.hotelFeatureBody}>
                <h3 className={styles.hotelFeatureTitle}>{card.title}</h3>
                <p className={styles.hotelFeatureText}>{htmlToText(card.html)}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function meetingCards(c: HomeContent): FeatureCard[] {
  return [
    { image: c.MeetingImg1, title: c.MeetingImg1Tit, html: c.MeetingImg1Desc },
    { image: c.MeetingImg2, title: c.MeetingImg2Tit, html: c.MeetingImg2Desc },
  ];
}

function healthCards(c: HomeContent): FeatureCard[] {
  return [
    { image: c.HealthImg1, title: c.HealthImg1Tit, html: c.HealthImg1Desc },
    { image: c.HealthImg2, title: c.HealthImg2Tit, html: c.HealthImg2Desc },
  ];
}

/** Meetings block of the hotel's home page (hotelhome.aspx), linking to its meetings page. */
export function HomeMeetings({ hotel }: { hotel: HotelInfo }) {
  const content = useQuery(hotelHomeContentQuery(hotel.hotelCode));
  if (content.isPending) return <Skeleton active className={styles.hotelSection} paragraph={{ rows: 5 }} />;
  // The about block above already says when the home content could not be loaded.
  if (!content.data) return null;
  return (
    <FeatureBlock
      id="hotel-home-meetings"
      eyebrow={HOTEL_SITE_TEXT.meetingsEyebrow}
      title={content.data.MeetingTitle || HOTEL_SITE_TEXT.nav.meetings}
      intro={content.data.MeetingDesc}
      cards={meetingCards(content.data)}
      link={{ to: paths.childMeetings(hotel.hotelCode), label: HOTEL_SITE_TEXT.meetingsMore }}
    />
  );
}

/** Health and tea cards of the hotel's home page, linking to the health-and-tea page. */
export function HomeHealthTea({ hotel }: { hotel: HotelInfo }) {
  const content = useQuery(hotelHomeContentQuery(hotel.hotelCode));
  if (content.isPending) return <Skeleton active className={styles.hotelSection} paragraph={{ rows: 5 }} />;
  if (!content.data) return null;
  return (
    <FeatureBlock
      id="hotel-home-health"
      eyebrow={HOTEL_SITE_TEXT.healthEyebrow}
      title={content.data.HealthTitle || HOTEL_SITE_TEXT.nav.healthAndTea}
      cards={healthCards(content.data)}
      link={{ to: paths.childHealthAndTea(hotel.hotelCode), label: HOTEL_SITE_TEXT.healthMore }}
    />
  );
}
