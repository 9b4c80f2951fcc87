import type { SiteInfo } from '@hotel/shared/api/cms';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

interface SiteLayoutProps {
  siteInfo: SiteInfo | undefined;
  brandName: string;
  children: ReactNode;
}

/**
 * antd writes the theme's design tokens as CSS variables (`--ant-color-primary`, ...) on a class of
 * its own; naming that class and putting it on the frame lets the site's style sheets use them too.
 */
const TOKENS_ON_FRAME = { cssVar: { key: 'site-tokens' } } as const;

/** Header, page, footer; the frame every route renders in. */
export function SiteLayout({ siteInfo, brandName, children }: SiteLayoutProps) {
  return (
    <ConfigProvider theme={TOKENS_ON_FRAME}>
      <div className={`site ${TOKENS_ON_FRAME.cssVar.key}`}>
        <a className="skip-link" href="#main">
          跳到主要内容
        </a>
        <SiteHeader siteInfo={siteInfo} brandName={brandName} />
        <main id="main" className="site-main">
          {children}
        </main>
        <SiteFooter siteInfo={siteInfo} brandName={brandName} />
      </div>
    </ConfigProvider>
  );
}
