import type { SiteInfo } from '@hotel/shared/api/cms';
import type { ReactNode } from 'react';
import { TOKENS_CLASS } from '../../config/site.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import styles from './site-layout.module.css';

interface SiteLayoutProps {
  siteInfo: SiteInfo | undefined;
  brandName: string;
  children: ReactNode;
}

/** Header, page, footer; the frame every route renders in. */
export function SiteLayout({ siteInfo, brandName, children }: SiteLayoutProps) {
  return (
    <div className={`${styles.site} ${TOKENS_CLASS}`}>
      <a className="skip-link" href="#main">
        跳到主要内容
      </a>
      <SiteHeader siteInfo={siteInfo} brandName={brandName} />
      <main id="main" className={styles.siteMain}>
        {children}
      </main>
      <SiteFooter siteInfo={siteInfo} brandName={brandName} />
    </div>
  );
}
