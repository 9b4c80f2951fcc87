import type { ReactNode } from 'react';
import { DESKTOP_QUERY } from '../config/site.ts';
import layoutStyles from './layout.module.css';
import styles from './page-banner.module.css';

interface PageBannerProps {
  title: string;
  /** Small line above the title. */
  eyebrow?: string;
  /** A line under the title (a slogan, a short introduction). */
  children?: ReactNode;
  /** Wide-screen image; without images the banner is the brand's wine panel. */
  image?: string;
  /** Phone image (below `BREAKPOINTS.desktop`); the wide image when absent. */
  mobileImage?: string;
  /** A page's own variant of the banner (its height, its colours). */
  className?: string;
}

/** The banner at the top of a content page: title over an image or the brand panel. */
export function PageBanner({ title, eyebrow, children, image, mobileImage, className }: PageBannerProps) {
  const fallback = mobileImage || image;
  return (
    <section
      className={[styles.pageBanner, fallback ? styles.withImage : '', className].filter(Boolean).join(' ')}
    >
      {fallback ? (
        <picture className={styles.picture}>
          {image ? <source media={DESKTOP_QUERY} srcSet={image} /> : null}
          <img className={styles.image} src={fallback} alt="" />
        </picture>
      ) : null}
      <div className={`${layoutStyles.pageContainer} ${styles.inner}`}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {children ? <div className={styles.text}>{children}</div> : null}
      </div>
    </section>
  );
}
