// The map's styles come with the page, Leaflet's first as in hotel-map.tsx, so ours override them
// whichever chunk loads last, and the empty frame already has the map's size.
import 'leaflet/dist/leaflet.css';
import { useInView } from '@hotel/ui/use-in-view.ts';
import { lazy, Suspense, useRef } from 'react';
import styles from './hotel-map.module.css';
import type { HotelMapProps } from './hotel-map.tsx';

const HotelMap = lazy(() => import('./hotel-map.tsx').then((m) => ({ default: m.HotelMap })));

/**
 * The hotel map for a place below the fold: Leaflet loads when the place comes into view. Until
 * then an empty frame holds it (its size comes from the caller's class), so nothing shifts.
 */
export function HotelMapInView(props: HotelMapProps) {
  const frame = useRef<HTMLElement>(null);
  const inView = useInView(frame);
  const className = [styles.hotelMap, props.className].filter(Boolean).join(' ');
  const placeholder = <section ref={frame} className={className} aria-label={props.label} />;
  if (!inView) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <HotelMap {...props} />
    </Suspense>
  );
}
