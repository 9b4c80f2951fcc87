import { excerpt } from '@hotel/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { Image, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import layoutStyles from '../../components/layout.module.css';
import { PageBanner } from '../../components/page-banner.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import { SideTabs } from '../../components/side-tabs.tsx';
import { SkeletonBlock } from '../../components/skeleton-block.tsx';
import { useMetaDescription } from '../../lib/use-meta-description.ts';
import { BRAND_TABS, type BrandTab, brandTabOf } from './about-tabs.ts';
import { brandContentQuery } from './api.ts';
import styles from './content.module.css';
import { CONTENT_TEXT } from './messages.ts';

const TABS = BRAND_TABS.map((tab) => ({ key: tab.sid, label: tab.label }));

function BrandPanel({ tab }: { tab: BrandTab }) {
  const brand = useQuery(brandContentQuery(tab.sid));
  useMetaDescription(brand.data ? excerpt(brand.data.Content) : CONTENT_TEXT.brandMeta);

  return (
    <QueryState
      query={brand}
      loading={
        <div aria-busy="true">
          <Skeleton active title={{ width: 200 }} paragraph={{ rows: 6 }} />
          <div className={styles.brandGallery}>
            {[1, 2, 3, 4].map((n) => (
              <SkeletonBlock key={n} className={styles.brandGallerySkeleton} />
            ))}
          </div>
        </div>
      }
      serverMessage
    >
      {({ Title, Content, gallery }) => (
        <article>
          <h2 className={styles.aboutPanelTitle}>{Title || tab.label}</h2>
          <RichContent html={Content} />
          {gallery.length > 0 ? (
            <section aria-label={CONTENT_TEXT.brandGallery}>
              <h3 className={styles.brandPanelGalleryTitle}>{CONTENT_TEXT.brandGallery}</h3>
              <Image.PreviewGroup>
                <ul className={styles.brandGallery}>
                  {gallery.map((src, index) => (
                    <li key={src}>
                      <Image src={src} alt={CONTENT_TEXT.brandGalleryImage(Title || tab.label, index + 1)} />
                    </li>
                  ))}
                </ul>
              </Image.PreviewGroup>
            </section>
          ) : null}
        </article>
      )}
    </QueryState>
  );
}

/** The banner with the chosen brand's name (the title comes with the tab's content). */
function BrandBanner({ tab }: { tab: BrandTab }) {
  const brand = useQuery(brandContentQuery(tab.sid));
  return (
    <PageBanner
      eyebrow={CONTENT_TEXT.brandEyebrow}
      title={brand.data?.Title || tab.label}
      image={brand.data?.gallery[0]}
    />
  );
}

/** Brand page: banner with the brand name, the four brand tabs (`?sid=`), each a text and a gallery. */
export function BrandView() {
  const [params, setParams] = useSearchParams();
  const tab = brandTabOf(params.get('sid'));
  return (
    <div>
      <BrandBanner tab={tab} />
      <div className={`${layoutStyles.pageContainer} ${styles.contentPage}`}>
        <SideTabs
          label={CONTENT_TEXT.brandTabsLabel}
          idPrefix="brand"
          tabs={TABS}
          active={tab.sid}
          onSelect={(sid) => setParams({ sid: String(sid) }, { replace: true, preventScrollReset: true })}
        >
          <BrandPanel tab={tab} />
        </SideTabs>
      </div>
    </div>
  );
}
