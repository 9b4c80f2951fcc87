import { useSearchParams } from 'react-router';
import layoutStyles from '../../components/layout.module.css';
import { PageBanner } from '../../components/page-banner.tsx';
import { SideTabs } from '../../components/side-tabs.tsx';
import { DESKTOP_QUERY } from '../../config/site.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { AboutPanel } from './about-panel.tsx';
import { ABOUT_TABS, type AboutTabKey, aboutTabOf } from './about-tabs.ts';
import { BrandFamily } from './brand-family.tsx';
import styles from './content.module.css';
import { CONTENT_TEXT } from './messages.ts';

interface AboutViewProps {
  /** The group's picture for the narrow banner. */
  narrowImage: string | undefined;
}

/**
 * About us: the slogan banner (an image on narrow screens), the five tabs chosen by
 * `?footerNavName=` (the group introduction by default) and the hidden 'show all' brand block.
 */
export function AboutView({ narrowImage }: AboutViewProps) {
  const wide = useMediaQuery(DESKTOP_QUERY);
  const [params, setParams] = useSearchParams();
  const tab = aboutTabOf(params.get('footerNavName'));

  const select = (key: AboutTabKey) => {
    setParams({ footerNavName: key }, { replace: true, preventScrollReset: true });
  };

  return (
    <div>
      {wide ? (
        <PageBanner eyebrow={CONTENT_TEXT.aboutEyebrow} title={CONTENT_TEXT.aboutSlogan}>
          {CONTENT_TEXT.aboutSloganText}
        </PageBanner>
      ) : (
        <PageBanner
          eyebrow={CONTENT_TEXT.aboutEyebrow}
          title={CONTENT_TEXT.aboutNarrowTitle}
          mobileImage={narrowImage}
        />
      )}
      <div className={`${layoutStyles.pageContainer} ${styles.contentPage}`}>
        <SideTabs
          label={CONTENT_TEXT.aboutTabsLabel}
          idPrefix="about"
          tabs={ABOUT_TABS}
          active={tab.key}
          onSelect={select}
        >
          <AboutPanel tab={tab} />
        </SideTabs>
        <BrandFamily />
      </div>
    </div>
  );
}
