import { lazy, Suspense, useRef } from 'react';
import { useInView } from '../lib/use-in-view.ts';
import type { HotelMapProps } from './hotel-map.tsx';

const HotelMap = lazy(() => import('./hotel-map.tsx').then((m) => ({ default: m.HotelMap })));

/**
 * The hotel map for a place below the fold: Leaflet loads when the place comes into view. Until
 * then an empty frame holds it (its size comes from the caller's class), so nothing shifts.
 */
export function HotelMapInView(props: HotelMapProps) {
  const frame = useRef<HTMLElement>(null);
  const inView = useInView(frame);
  const className = ['hotel-map', props.className].filter(Boolean).join(' ');
  const placeholder = <section ref={frame} className={className} aria-label={props.label} />;
  if (!inView) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <HotelMap {...props} />
    </Suspense>
  );
}
