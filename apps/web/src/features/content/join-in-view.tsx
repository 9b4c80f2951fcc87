import { excerpt } from '@hotel/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import layoutStyles from '../../components/layout.module.css';
import { PageBanner } from '../../components/page-banner.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import { SectionTitle } from '../../components/section-title.tsx';
import { useMetaDescription } from '../../lib/use-meta-description.ts';
import { joinInQuery } from './api.ts';
import { ContactCard, JOIN_CONTACT_LABELS } from './contact-card.tsx';
import styles from './content.module.css';
import { CONTENT_TEXT } from './messages.ts';

interface JoinInViewProps {
  /** National hotline and e-mail from the site configuration. */
  hotline: string | undefined;
  email: string | undefined;
}

/**
 * The franchise page: banner 加盟合作, the pitch (low investment, high return, three models), the
 * stated claims, the full text and the hotline and e-mail from configuration.
 */
export function JoinInView({ hotline, email }: JoinInViewProps) {
  const page = useQuery(joinInQuery());
  const data = page.data?.data;
  useMetaDescription(page.data ? excerpt(page.data.Content) : undefined);

  return (
    <div className={styles.joinPage}>
      <PageBanner
        className={styles.joinPageBanner}
        eyebrow={CONTENT_TEXT.joinEyebrow}
        title={page.data?.Title || '加盟合作'}
        image={data?.banner}
        mobileImage={data?.bannerMob}
      >
        <p className={styles.joinPagePitchTitle}>{CONTENT_TEXT.joinPitchTitle}</p>
        <p className={styles.joinPagePitchText}>{CONTENT_TEXT.joinPitchText}</p>
      </PageBanner>

      {data && data.stats.length > 0 ? (
        <section className={styles.joinStats} aria-label={CONTENT_TEXT.joinStatsLabel}>
          <ul className={`${layoutStyles.pageContainer} ${styles.joinStatsList}`}>
            {data.stats.map((stat) => (
              <li key={stat.label} className={styles.joinStatsItem}>
                <strong className={styles.joinStatsValue}>{stat.value}</strong>
                <span className={styles.joinStatsLabel}>{stat.label}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className={`${layoutStyles.pageContainer} ${styles.contentPage}`}>
        <QueryState query={page} loading={<Skeleton active paragraph={{ rows: 10 }} />} serverMessage>
          {({ Content }) => (
            <>
              {data && data.models.length > 0 ? (
                <section aria-labelledby="join-models">
                  <SectionTitle
                    id="join-models"
                    eyebrow={CONTENT_TEXT.joinModelsEyebrow}
                    title={CONTENT_TEXT.joinModelsTitle}
                  />
                  <ul className={styles.joinModelsList}>
                    {data.models.map((model, index) => (
                      <li key={model.code} className={styles.joinModel}>
                        <span className={styles.joinModelIndex} aria-hidden="true">
                          {String(index + 1).padStart(2, '0')}
                        </span>
                        <h3 className={styles.joinModelName}>{model.name}</h3>
                        <p className={styles.joinModelSummary}>{model.summary}</p>
                        <p className={styles.joinModelDetail}>{model.detail}</p>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}

              <div className={styles.joinDetail}>
                <section className={styles.joinDetailText} aria-labelledby="join-detail">
                  <SectionTitle
                    id="join-detail"
                    eyebrow={CONTENT_TEXT.joinDetailEyebrow}
                    title={CONTENT_TEXT.joinDetailTitle}
                  />
                  <RichContent html={Content} />
                </section>
                <ContactCard {...JOIN_CONTACT_LABELS} hotline={hotline} email={email} />
              </div>
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}
