import type { Sale } from '@hotel/shared/api/hotel';
import { EXCERPT_LENGTH, FLAG } from '@hotel/shared/constants';
import { excerpt, offerStateOn } from '@hotel/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import layoutStyles from '../../components/layout.module.css';
import { NotFoundState } from '../../components/not-found-state.tsx';
import { PageBreadcrumb } from '../../components/page-breadcrumb.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import { SkeletonBlock } from '../../components/skeleton-block.tsx';
import { DEFAULT_BRAND_NAME } from '../../config/site.ts';
import { businessDay } from '../../lib/business-date.ts';
import { groupOrganization } from '../../lib/group-organization.ts';
import { isNotFoundError } from '../../lib/not-found.ts';
import { type PageHead, usePageHead } from '../../lib/page-head.ts';
import { siteInfoQuery } from '../../lib/site-info.ts';
import { saleDetailQuery } from './api.ts';
import { SALES_TEXT } from './messages.ts';
import styles from './sale-detail.module.css';

interface SaleDetailProps {
  /** The id from the address; undefined when it cannot be an offer id. */
  saleId: number | undefined;
  /** The list this offer belongs to (/sales or /{hotelCode}/sales). */
  listPath: string;
  homePath: string;
  /** Where 立即预订 leads for this offer (the hotel list, or the offer's hotel's rooms). */
  bookPath: (sale: Sale) => string;
}

/** 立即预订 while the offer runs; before and after, what the guest needs to know instead. */
function SaleAction({ sale, bookPath, listPath }: { sale: Sale; bookPath: string; listPath: string }) {
  const state = offerStateOn(sale, businessDay());
  if (state === 'running') {
    return (
      <Link
        className={`${layoutStyles.linkButton} ${layoutStyles.linkButtonPrimary} ${styles.saleDetailBook}`}
        to={bookPath}
      >
        {SALES_TEXT.bookNow}
      </Link>
    );
  }
  return (
    <Alert
      className={styles.saleDetailClosed}
      type={state === 'ended' ? 'warning' : 'info'}
      showIcon
      title={state === 'ended' ? SALES_TEXT.ended : SALES_TEXT.upcoming}
      description={
        <>
          <p className={styles.saleDetailClosedText}>
            {state === 'ended' ? SALES_TEXT.endedText(sale.end) : SALES_TEXT.upcomingText(sale.begin)}
          </p>
          <Link className={styles.saleDetailClosedLink} to={listPath}>
            {SALES_TEXT.runningOffers}
          </Link>
        </>
      }
    />
  );
}

interface SaleFactsProps {
  sale: Sale;
  bookPath: (sale: Sale) => string;
  listPath: string;
}

function SaleFacts({ sale, bookPath, listPath }: SaleFactsProps) {
  return (
    <div className={styles.saleDetailFacts}>
      {sale.typeName ? <Tag className={styles.saleDetailTag}>{sale.typeName}</Tag> : null}
      <h1 className={styles.saleDetailTitle}>{sale.title}</h1>
      {sale.description ? <RichContent className={styles.saleDetailLead} html={sale.description} /> : null}
      <dl className={styles.saleDetailList}>
        <div>
          <dt>{SALES_TEXT.hotelLabel}</dt>
          <dd>{sale.isGroup === FLAG.yes ? SALES_TEXT.groupWide : sale.hotelName}</dd>
        </div>
        {sale.begin && sale.end ? (
          <div>
            <dt>{SALES_TEXT.validityLabel}</dt>
            <dd>{SALES_TEXT.validity(sale.begin, sale.end)}</dd>
          </div>
        ) : null}
        {sale.salesInfo ? (
          <div>
            <dt>{SALES_TEXT.infoTitle}</dt>
            <dd>
              <RichContent className={styles.saleDetailInfo} html={sale.salesInfo} />
            </dd>
          </div>
        ) : null}
      </dl>
      {sale.salesList.length > 0 ? (
        <ul className={styles.saleDetailPerks} aria-label={SALES_TEXT.listTitle}>
          {sale.salesList.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <SaleAction sale={sale} bookPath={bookPath(sale)} listPath={listPath} />
    </div>
  );
}

/**
 * The offer names the page: its title, summary and picture, and a schema.org Offer made by its
 * hotel, or by the group for a group-wide one (which names no hotel).
 */
function saleHead(sale: Sale, brandName: string): PageHead {
  const description = excerpt(sale.description || sale.content, EXCERPT_LENGTH);
  return {
    title: sale.title,
    description,
    image: sale.showImage || undefined,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Offer',
        name: sale.title,
        description,
        category: sale.typeName,
        validFrom: sale.begin,
        validThrough: sale.end,
        ...(sale.showImage ? { image: sale.showImage } : {}),
        offeredBy:
          sale.isGroup === FLAG.yes
            ? groupOrganization(brandName)
            : { '@type': 'Hotel', name: sale.hotelName },
      },
    ],
  };
}

/**
 * One offer: picture, facts and 立即预订 (or, for one that has ended or not begun, a notice saying so),
 * then its full description; not-found for an unknown id.
 */
export function SaleDetail({ saleId, listPath, homePath, bookPath }: SaleDetailProps) {
  const sale = useQuery({ ...saleDetailQuery(saleId ?? 0), enabled: saleId !== undefined });
  const brandName = useQuery(siteInfoQuery()).data?.brandName || DEFAULT_BRAND_NAME;
  usePageHead(sale.data ? saleHead(sale.data, brandName) : {});

  if (saleId === undefined || (sale.isError && isNotFoundError(sale.error))) {
    return (
      <NotFoundState
        title={SALES_TEXT.notFoundTitle}
        description={SALES_TEXT.notFoundText}
        backTo={listPath}
        backLabel={SALES_TEXT.backToList}
      />
    );
  }

  return (
    <div className={layoutStyles.pageContainer}>
      <PageBreadcrumb
        items={[
          { label: SALES_TEXT.breadcrumbHome, to: homePath },
          { label: SALES_TEXT.bannerTitle, to: listPath },
        ]}
      />
      <QueryState
        query={sale}
        loading={
          <div className={styles.saleDetailHero} aria-busy="true">
            <SkeletonBlock className={styles.saleDetailSkeletonMedia} />
            <Skeleton active paragraph={{ rows: 6 }} />
          </div>
        }
        failed={SALES_TEXT.loadFailed}
      >
        {(offer) => (
          <article>
            <div className={styles.saleDetailHero}>
              <div className={styles.saleDetailMedia}>
                {offer.showImage || offer.thumbnail ? (
                  <img src={offer.showImage || offer.thumbnail} alt="" />
                ) : null}
              </div>
              <SaleFacts sale={offer} bookPath={bookPath} listPath={listPath} />
            </div>
            <section className={styles.saleDetailBody} aria-labelledby="sale-detail-body">
              <h2 id="sale-detail-body" className={styles.saleDetailBodyTitle}>
                {SALES_TEXT.detailTitle}
              </h2>
              <RichContent html={offer.content} />
              <p className={styles.saleDetailBack}>
                <Link
                  className={`${layoutStyles.linkButton} ${layoutStyles.linkButtonOutline}`}
                  to={listPath}
                >
                  {SALES_TEXT.backToList}
                </Link>
              </p>
            </section>
          </article>
        )}
      </QueryState>
    </div>
  );
}
