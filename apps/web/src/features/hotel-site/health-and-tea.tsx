import type { HealthContent, TeaContent } from '@hotel/shared/api/cms';
import type { HotelInfo } from '@hotel/shared/api/hotel';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useId, useState } from 'react';
import layoutStyles from '../../components/layout.module.css';
import { PageBanner } from '../../components/page-banner.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import { healthContentQuery, teaContentQuery } from './api.ts';
import styles from './health-and-tea.module.css';
import { HOTEL_SITE_TEXT } from './messages.ts';

type TabKey = 'health' | 'tea';

interface Story {
  eyebrow: string;
  title: string;
  html: string;
  images: string[];
}

/** A story's pictures side by side: two or three (or more) take their own columns. */
const IMAGES_CLASS: Record<number, string | undefined> = {
  2: styles.htStoryImages2,
  3: styles.htStoryImages3,
};

function Stories({ stories }: { stories: Story[] }) {
  return (
    <div>
      {stories
        .filter((story) => story.title || story.html)
        .map((story, i) => (
          <article
            key={story.title || i}
            className={`${styles.htStory}${i % 2 === 1 ? ` ${styles.htStoryReverse}` : ''}`}
          >
            <div className={styles.htStoryText}>
              {story.eyebrow ? <p className={styles.htStoryEyebrow}>{story.eyebrow}</p> : null}
              <h2 className={styles.htStoryTitle}>{story.title}</h2>
              <RichContent html={story.html} />
            </div>
            <div
              className={`${styles.htStoryImages} ${IMAGES_CLASS[Math.min(story.images.length, 3)] ?? ''}`.trim()}
            >
              {story.images.map((src) => (
                <img key={src} src={src} alt="" loading="lazy" />
              ))}
            </div>
          </article>
        ))}
    </div>
  );
}

const present = (...images: string[]) => images.filter(Boolean);

function healthStories(c: HealthContent): Story[] {
  return [
    {
      eyebrow: c.HealthEnTitle,
      title: c.HealthTitle1,
      html: c.HealthDesc1,
      images: present(c.HealthImg1, c.HealthImg2),
    },
    { eyebrow: '', title: c.HealthTitle2, html: c.HealthDesc2, images: present(c.HealthImg3, c.HealthImg4) },
  ];
}

function teaStories(c: TeaContent): Story[] {
  return [
    { eyebrow: c.TeaEnTitle1, title: c.TeaTitle1, html: c.TeaDesc1, images: present(c.TeaImg1, c.TeaImg2) },
    {
      eyebrow: c.TeaEnTitle2,
      title: c.TeaTitle2,
      html: c.TeaDesc2,
      images: present(c.TeaImg3, c.TeaImg4, c.TeaImg5),
    },
    {
      eyebrow: c.TeaEnTitle4 || c.TeaEnTitle3,
      title: c.TeaTitle4,
      html: c.TeaDesc3,
      images: present(c.TeaImg6, c.TeaImg7),
    },
  ];
}

function Panel({ hotel, tab }: { hotel: HotelInfo; tab: TabKey }) {
  const health = useQuery({ ...healthContentQuery(hotel.hotelCode), enabled: tab === 'health' });
  const tea = useQuery({ ...teaContentQuery(hotel.hotelCode), enabled: tab === 'tea' });
  const loading = <Skeleton active paragraph={{ rows: 8 }} />;
  return tab === 'health' ? (
    <QueryState query={health} loading={loading}>
      {(data) => <Stories stories={healthStories(data)} />}
    </QueryState>
  ) : (
    <QueryState query={tea} loading={loading}>
      {(data) => <Stories stories={teaStories(data)} />}
    </QueryState>
  );
}

/** Health and tea: tabs 01 康养 and 02 茶道, each drawn from its content (health.aspx, tea.aspx). */
export function HealthAndTea({ hotel }: { hotel: HotelInfo }) {
  const [tab, setTab] = useState<TabKey>('health');
  const ids = useId();
  const health = useQuery(healthContentQuery(hotel.hotelCode));
  const tea = useQuery({ ...teaContentQuery(hotel.hotelCode), enabled: tab === 'tea' });
  const banner =
    tab === 'health'
      ? health.data && {
          image: health.data.HealthBanner,
          mobile: health.data.HealthBannerMob,
          eyebrow: health.data.HealthEnTitle,
        }
      : tea.data && {
          image: tea.data.TeaBanner,
          mobile: tea.data.TeaBannerMob,
          eyebrow: tea.data.TeaEnTitle1,
        };
  const tabs: { key: TabKey; no: string; label: string }[] = [
    { key: 'health', no: '01', label: HOTEL_SITE_TEXT.healthTab },
    { key: 'tea', no: '02', label: HOTEL_SITE_TEXT.teaTab },
  ];

  return (
    <>
      <PageBanner
        title={HOTEL_SITE_TEXT.nav.healthAndTea}
        eyebrow={banner?.eyebrow}
        image={banner?.image}
        mobileImage={banner?.mobile}
      >
        {hotel.hotelName}
      </PageBanner>
      <div className={`${layoutStyles.pageContainer} ${styles.healthTea}`}>
        <div role="tablist" aria-label={HOTEL_SITE_TEXT.tabsLabel} className={styles.htTabs}>
          {tabs.map((item) => (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={`${ids}-${item.key}-tab`}
              aria-controls={`${ids}-${item.key}-panel`}
              aria-selected={tab === item.key}
              tabIndex={tab === item.key ? 0 : -1}
              className={`${styles.htTabsTab}${tab === item.key ? ` ${styles.htTabsTabActive}` : ''}`}
              onClick={() => setTab(item.key)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowRight' || event.key === 'ArrowLeft')
                  setTab(tab === 'health' ? 'tea' : 'health');
              }}
            >
              <span className={styles.htTabsNo}>{item.no}</span>
              <span className={styles.htTabsLabel}>{item.label}</span>
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${ids}-${tab}-panel`} aria-labelledby={`${ids}-${tab}-tab`}>
          <Panel hotel={hotel} tab={tab} />
        </div>
      </div>
    </>
  );
}
