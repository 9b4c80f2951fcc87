import { PhoneOutlined } from '@ant-design/icons';
import type { MeetingContent } from '@hotel/shared/api/cms';
import { MAX_MEETING_VENUES } from '@hotel/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { EmptyState } from '../../components/empty-state.tsx';
import layoutStyles from '../../components/layout.module.css';
import { PageBanner } from '../../components/page-banner.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import { SectionTitle } from '../../components/section-title.tsx';
import { isNotFoundError } from '../../lib/not-found.ts';
import { meetingContentQuery } from './api.ts';
import { MeetingForm } from './meeting-form.tsx';
import styles from './meetings.module.css';
import { MEETINGS_TEXT } from './messages.ts';

interface MeetingHotel {
  hotelCode: string;
  hotelName: string;
  tel: string;
}

function Telephone({ tel }: { tel: string }) {
  if (!tel) return null;
  return (
    <p className={styles.meetingTel}>
      <PhoneOutlined aria-hidden />
      <span>{MEETINGS_TEXT.telLabel}</span>
      <a href={`tel:${tel.replace(/[^\d+]/g, '')}`} className={styles.meetingTelNumber}>
        {tel}
      </a>
    </p>
  );
}

function MeetingStory({ content }: { content: MeetingContent }) {
  const venues = content.venues.slice(0, MAX_MEETING_VENUES);
  return (
    <>
      <section className={`${styles.meetingSection} ${styles.meetingIntro}`} aria-labelledby="meeting-intro">
        <div>
          <SectionTitle
            id="meeting-intro"
            eyebrow={MEETINGS_TEXT.introEyebrow}
            title={MEETINGS_TEXT.introTitle}
          />
          <RichContent html={content.Description} />
        </div>
        {content.MeetingImg ? (
          <div className={styles.meetingIntroMedia}>
            <img src={content.MeetingImg} alt="" loading="lazy" />
          </div>
        ) : null}
      </section>
      {venues.length > 0 ? (
        <section className={styles.meetingSection} aria-labelledby="meeting-venues">
          <SectionTitle
            id="meeting-venues"
            eyebrow={MEETINGS_TEXT.venuesEyebrow}
            title={MEETINGS_TEXT.venuesTitle}
          />
          <ul className={styles.meetingVenues}>
            {venues.map((venue, i) => (
              <li
                key={venue.title}
                className={
                  i % 2 === 1 ? `${styles.meetingVenue} ${styles.meetingVenueReverse}` : styles.meetingVenue
                }
              >
                <div className={styles.meetingVenueMedia}>
                  {venue.image ? <img src={venue.image} alt={venue.title} loading="lazy" /> : null}
                </div>
                <div>
                  <p className={styles.meetingVenueNo}>{String(i + 1).padStart(2, '0')}</p>
                  <h3 className={styles.meetingVenueTitle}>{venue.title}</h3>
                  <RichContent html={venue.description} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {content.BanquetDesc ? (
        <section
          className={`${styles.meetingSection} ${styles.meetingBanquet}`}
          aria-labelledby="meeting-banquet"
        >
          {content.BanquetImg ? (
            <div className={styles.meetingBanquetMedia}>
              <img src={content.BanquetImg} alt="" loading="lazy" />
            </div>
          ) : null}
          <div>
            <SectionTitle
              id="meeting-banquet"
              eyebrow={MEETINGS_TEXT.banquetEyebrow}
              title={MEETINGS_TEXT.banquetTitle}
            />
            <RichContent html={content.BanquetDesc} />
          </div>
        </section>
      ) : null}
    </>
  );
}

/**
 * A hotel's meetings page: banner (desktop and mobile images), telephone, introduction, up to six
 * venues alternating sides, banquet introduction, and the enquiry form.
 */
export function MeetingPage({ hotel }: { hotel: MeetingHotel }) {
  const content = useQuery(meetingContentQuery(hotel.hotelCode));
  const data = content.data;
  const missing = content.isError && isNotFoundError(content.error);

  return (
    <div>
      <PageBanner
        eyebrow={MEETINGS_TEXT.eyebrow}
        title={data?.BannerTitle || MEETINGS_TEXT.title}
        image={data?.MeetingBanner}
        mobileImage={data?.MeetingBannerMob}
      >
        {hotel.hotelName}
      </PageBanner>
      <div className={layoutStyles.pageContainer}>
        <Telephone tel={data?.MeetingTel || hotel.tel} />
        {missing ? (
          <EmptyState description={MEETINGS_TEXT.contentMissing} />
        ) : (
          <QueryState
            query={content}
            loading={<Skeleton active className={styles.meetingSection} paragraph={{ rows: 8 }} />}
          >
            {(story) => <MeetingStory content={story} />}
          </QueryState>
        )}
        <section
          className={`${styles.meetingSection} ${styles.meetingBooking}`}
          aria-labelledby="meeting-form"
        >
          <SectionTitle
            id="meeting-form"
            eyebrow={MEETINGS_TEXT.formEyebrow}
            title={MEETINGS_TEXT.formTitle}
          />
          <p className={styles.meetingBookingIntro}>{MEETINGS_TEXT.formIntro}</p>
          <MeetingForm
            hotelCode={hotel.hotelCode}
            hotelName={hotel.hotelName}
            meetingTypes={data?.MeetingType}
          />
        </section>
      </div>
    </div>
  );
}
