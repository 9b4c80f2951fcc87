import {
  FOOTER_NAV_NAMES,
  type FooterNavName,
  POLICY_DOCUMENTS,
  POLICY_PAGES,
  POLICY_VERSIONS,
} from '@hotel/shared/constants';
import { excerpt } from '@hotel/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { NavLink } from 'react-router';
import layoutStyles from '../../components/layout.module.css';
import { PageBanner } from '../../components/page-banner.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import { FOOTER_PAGE_TITLES } from '../../config/footer-pages.ts';
import { paths } from '../../config/paths.ts';
import { useMetaDescription } from '../../lib/use-meta-description.ts';
import { footerPageQuery } from './api.ts';
import { ContactCard } from './contact-card.tsx';
import styles from './content.module.css';
import { CONTENT_TEXT } from './messages.ts';

interface FooterPageViewProps {
  name: FooterNavName;
  /** Customer hotline and e-mail from the site configuration. */
  hotline: string | undefined;
  email: string | undefined;
}

/** The version of a page a member agrees to at registration (隐私政策, 网站使用条款), else undefined. */
function policyVersionOf(name: FooterNavName): string | undefined {
  const document = POLICY_DOCUMENTS.find((d) => POLICY_PAGES[d].footerNavName === name);
  return document && POLICY_VERSIONS[document];
}

/** A footer information page: its text, the other footer pages, and the configured contact details. */
export function FooterPageView({ name, hotline, email }: FooterPageViewProps) {
  const page = useQuery(footerPageQuery(name));
  const version = policyVersionOf(name);
  useMetaDescription(page.data ? excerpt(page.data.Content) : undefined);

  return (
    <div>
      <PageBanner
        eyebrow={CONTENT_TEXT.footerNavLabel}
        title={page.data?.Title || FOOTER_PAGE_TITLES[name]}
      />
      <div className={`${layoutStyles.pageContainer} ${styles.contentPage} ${styles.footerPageLayout}`}>
        <aside className={styles.footerPageAside}>
          <nav className={styles.footerPageNav} aria-label={CONTENT_TEXT.footerNavLabel}>
            <ul>
              {FOOTER_NAV_NAMES.map((other) => (
                <li key={other}>
                  <NavLink to={paths.footerPage(other)}>{FOOTER_PAGE_TITLES[other]}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <ContactCard
            title={CONTENT_TEXT.contactTitle}
            hotlineLabel={CONTENT_TEXT.serviceHotline}
            emailLabel={CONTENT_TEXT.serviceEmail}
            hotline={hotline}
            email={email}
          />
        </aside>
        <article className={styles.footerPageArticle}>
          {version ? <p className={styles.footerPageVersion}>{CONTENT_TEXT.policyVersion(version)}</p> : null}
          <QueryState
            query={page}
            loading={<Skeleton active title={{ width: 180 }} paragraph={{ rows: 10 }} />}
            serverMessage
          >
            {(data) => <RichContent html={data.Content} headingsFrom={2} />}
          </QueryState>
        </article>
      </div>
    </div>
  );
}
