import type { Banner } from '@hotel/shared/api/hotel';
import type { ImgHTMLAttributes } from 'react';
import { DESKTOP_QUERY } from '../config/site.ts';

interface BannerPictureProps {
  banner: Banner;
  alt: string;
  className?: string | undefined;
  /** The banner's place in its carousel. */
  index: number;
}

/**
 * A banner's picture: its desktop image from `BREAKPOINTS.desktop`, its mobile one below (the
 * desktop one when it has none). The first banner is the page's largest paint, fetched before other
 * pictures; the others wait until the carousel scrolls near them, so they do not compete with it.
 */
export function BannerPicture({ banner, alt, className, index }: BannerPictureProps) {
  const loading: ImgHTMLAttributes<HTMLImageElement> =
    index === 0 ? { fetchPriority: 'high' } : { loading: 'lazy', fetchPriority: 'low' };
  return (
    <picture>
      <source media={DESKTOP_QUERY} srcSet={banner.pcImage} />
      <img src={banner.mobImage || banner.pcImage} alt={alt} className={className} {...loading} />
    </picture>
  );
}
