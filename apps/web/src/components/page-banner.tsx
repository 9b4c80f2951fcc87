import type { ReactNode } from 'react';
import { DESKTOP_QUERY } from '../config/site.ts';
import './page-banner.css';

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
}

/** The banner at the top of a content page: title over an image or the brand panel. */
export function PageBanner({ title, eyebrow, children, image, mobileImage }: PageBannerProps) {
  const fallback = mobileImage || image;
  return (
    <section className={fallback ? 'page-banner page-banner--image' : 'page-banner'}>
      {fallback ? (
        <picture className="page-banner__picture">
          {image ? <source media={DESKTOP_QUERY} srcSet={image} /> : null}
          <img className="page-banner__image" src={fallback} alt="" />
        </picture>
      ) : null}
      <div className="page-container page-banner__inner">
        {eyebrow ? <p className="page-banner__eyebrow">{eyebrow}</p> : null}
        <h1 className="page-banner__title">{title}</h1>
        {children ? <div className="page-banner__text">{children}</div> : null}
      </div>
    </section>
  );
}
