import { excerpt } from '@hotel/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { PageBanner } from '../../components/page-banner.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import { SectionTitle } from '../../components/section-title.tsx';
import { useMetaDescription } from '../../lib/use-meta-description.ts';
import { joinInQuery } from './api.ts';
import { ContactCard, JOIN_CONTACT_LABELS } from './contact-card.tsx';
import { CONTENT_TEXT } from './messages.ts';
import './content.css';

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
    <div className="join-page">
      <PageBanner
        className="join-page__banner"
        eyebrow={CONTENT_TEXT.joinEyebrow}
        title={page.data?.Title || '加盟合作'}
        image={data?.banner}
        mobileImage={data?.bannerMob}
      >
        <p className="join-page__pitch-title">{CONTENT_TEXT.joinPitchTitle}</p>
        <p className="join-page__pitch-text">{CONTENT_TEXT.joinPitchText}</p>
      </PageBanner>

      {data && data.stats.length > 0 ? (
        <section className="join-stats" aria-label={CONTENT_TEXT.joinStatsLabel}>
          <ul className="page-container join-stats__list">
            {data.stats.map((stat) => (
              <li key={stat.label} className="join-stats__item">
                <strong className="join-stats__value">{stat.value}</strong>
                <span className="join-stats__label">{stat.label}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="page-container content-page">
        <QueryState query={page} loading={<Skeleton active paragraph={{ rows: 10 }} />} serverMessage>
          {({ Content }) => (
            <>
              {data && data.models.length > 0 ? (
                <section className="join-models" aria-labelledby="join-models">
                  <SectionTitle
                    id="join-models"
                    eyebrow={CONTENT_TEXT.joinModelsEyebrow}
                    title={CONTENT_TEXT.joinModelsTitle}
                  />
                  <ul className="join-models__list">
                    {data.models.map((model, index) => (
                      <li key={model.code} className="join-model">
                        <span className="join-model__index" aria-hidden="true">
                          {String(index + 1).padStart(2, '0')}
                        </span>
                        <h3 className="join-model__name">{model.name}</h3>
                        <p className="join-model__summary">{model.summary}</p>
                        <p className="join-model__detail">{model.detail}</p>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}

              <div className="join-detail">
                <section className="join-detail__text" aria-labelledby="join-detail">
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
