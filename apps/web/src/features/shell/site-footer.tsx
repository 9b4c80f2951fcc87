import type { SiteInfo } from '@hotel/shared/api/cms';
import { FOOTER_NAV_NAMES } from '@hotel/shared/constants';
import { QrCode } from '@hotel/ui/qr-code.tsx';
import { Link } from 'react-router';
import layoutStyles from '../../components/layout.module.css';
import { FOOTER_PAGE_TITLES } from '../../config/footer-pages.ts';
import { paths } from '../../config/paths.ts';
import { MAIN_MENU } from './menu.ts';
import { SHELL_TEXT } from './messages.ts';
import styles from './site-footer.module.css';

interface SiteFooterProps {
  siteInfo: SiteInfo | undefined;
  brandName: string;
}

export function SiteFooter({ siteInfo, brandName }: SiteFooterProps) {
  return (
    <footer className={styles.siteFooter}>
      <div className={`${layoutStyles.pageContainer} ${styles.grid}`}>
        <div>
          <p className={styles.name}>{brandName}</p>
          {siteInfo ? (
            <ul className={styles.contact}>
              <li>
                {SHELL_TEXT.hotline}：{siteInfo.hotline}
              </li>
              {siteInfo.email ? (
                <li>
                  {SHELL_TEXT.email}：{siteInfo.email}
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
        <nav className={styles.nav} aria-label="页脚导航">
          <ul>
            <li>
              <Link to={paths.home}>{SHELL_TEXT.home}</Link>
            </li>
            {MAIN_MENU.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.qrs}>
          <figure>
            <QrCode value={siteInfo?.followUrl} label={SHELL_TEXT.followQrLabel} size={96} />
            <figcaption>{SHELL_TEXT.followAccount}</figcaption>
          </figure>
          <figure>
            <QrCode value={siteInfo?.miniProgramUrl} label={SHELL_TEXT.miniProgramQrLabel} size={96} />
            <figcaption>{SHELL_TEXT.miniProgram}</figcaption>
          </figure>
        </div>
      </div>
      <nav className={styles.pages} aria-label={SHELL_TEXT.footerPagesLabel}>
        <ul className={layoutStyles.pageContainer}>
          {FOOTER_NAV_NAMES.map((name) => (
            <li key={name}>
              <Link to={paths.footerPage(name)}>{FOOTER_PAGE_TITLES[name]}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.legal}>
        <div className={`${layoutStyles.pageContainer} ${styles.legalInner}`}>
          <span>{siteInfo?.copyright ?? `© ${brandName}`}</span>
          {siteInfo?.recordNumber ? <span>{siteInfo.recordNumber}</span> : null}
        </div>
      </div>
    </footer>
  );
}
