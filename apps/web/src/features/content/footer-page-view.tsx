import { FOOTER_NAV_NAMES, type FooterNavName } from '@hotel/shared/constants';
import { excerpt } from '@hotel/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { NavLink } from 'react-router';
import { PageBanner } from '../../components/page-banner.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import { FOOTER_PAGE_TITLES } from '../../config/footer-pages.ts';
import { paths } from '../../config/paths.ts';
import { useMetaDescription } from '../../lib/use-meta-description.ts';
import { footerPageQuery } from './api.ts';
import { ContactCard } from './contact-card.tsx';
import { CONTENT_TEXT } from './messages.ts';
import './content.css';

interface FooterPageViewProps {
  name: FooterNavName;
  /** Customer hotline and e-mail from the site configuration. */
  hotline: string | undefined;
  email: string | undefined;
}

/** A footer information page: its text, the other footer pages, and the configured contact details. */
export function FooterPageView({ name, hotline, email }: FooterPageViewProps) {
  const page = useQuery(footerPageQuery(name));
  useMetaDescription(page.data ? excerpt(page.data.Content) : undefined);

  return (
    <div className="footer-page">
      <PageBanner
        eyebrow={CONTENT_TEXT.footerNavLabel}
        title={page.data?.Title || FOOTER_PAGE_TITLES[name]}
      />
      <div className="page-container content-page footer-page__layout">
        <aside className="footer-page__aside">
          <nav className="footer-page__nav" aria-label={CONTENT_TEXT.footerNavLabel}>
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
        <article className="footer-page__article">
          <QueryState
            query={page}
            loading={<Skeleton active title={{ width: 180 }} paragraph={{ rows: 10 }} />}
            serverMessage
          >
            {(data) => <RichContent html={data.Content} />}
          </QueryState>
        </article>
      </div>
    </div>
  );
}
