import {
  Children,
  type FocusEvent,
  isValidElement,
  type ReactNode,
  type UIEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useMediaQuery } from '../lib/use-media-query.ts';
import styles from './carousel.module.css';

// what a screen reader calls the region and its slides, in the site's language (WAI-ARIA asks it localised)
const TEXT = {
  carousel: '轮播图',
  slide: '幻灯片',
  dot: (n: number) => `第${n}张`,
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Every slide is as wide as the track, so slide n starts n track widths in. */
function scrollToSlide(track: HTMLElement, index: number, behavior: ScrollBehavior) {
  track.scrollTo({ left: index * track.clientWidth, behavior });
}

interface CarouselProps {
  /** The region's name, as a screen reader announces it. */
  label: string;
  /** The caller's class on the region (its size, background, the dots' place through carousel.css's variables). */
  className?: string;
  /** Milliseconds each slide stays before the next one comes in. */
  interval: number;
  /** One slide each, with its key. */
  children: ReactNode;
  /**
   * The slides are pictures, with nothing in them to focus: the track takes a Tab stop itself, so
   * the keyboard reaches what scrolls (axe's scrollable-region-focusable) and turns the slides
   * with the arrow keys. Slides holding links leave it out: their link is the stop.
   */
  pictures?: boolean;
}

/** A slide's own key (Children.toArray keeps the children's keys). */
function keyOf(slide: ReactNode, index: number) {
  return isValidElement(slide) && slide.key !== null ? slide.key : index;
}

/**
 * One slide at a time in a scroll-snap track: a phone swipes it natively, the dots and the
 * auto-play scroll it, and the current slide follows the scroll position. The WAI-ARIA carousel
 * pattern: the slides out of view are inert (their links leave the tab order), and rotation stops
 * while the pointer is over it or focus is inside, and never starts for a guest who asked for reduced
 * motion.
 */
export function Carousel({ label, className, interval, children, pictures = false }: CarouselProps) {
  const slides = Children.toArray(children);
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [pointerOver, setPointerOver] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const rotating = slides.length > 1 && !pointerOver && !focusInside && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    // a timeout per slide, so the wait starts again after a swipe or a dot
    const timer = setTimeout(() => {
      if (track.current) scrollToSlide(track.current, (current + 1) % slides.length, 'smooth');
    }, interval);
    return () => clearTimeout(timer);
  }, [rotating, current, interval, slides.length]);

  const followScroll = (event: UIEvent<HTMLDivElement>) => {
    const { scrollLeft, clientWidth } = event.currentTarget;
    if (clientWidth > 0) setCurrent(Math.min(slides.length - 1, Math.round(scrollLeft / clientWidth)));
  };

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription={TEXT.carousel}
      aria-label={label}
      onPointerEnter={() => setPointerOver(true)}
      onPointerLeave={() => setPointerOver(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      }}
    >
      <div
        className={styles.track}
        ref={track}
        tabIndex={pictures ? 0 : undefined}
        onScroll={followScroll}
        aria-live={rotating ? 'off' : 'polite'}
      >
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is a group (the WAI-ARIA carousel pattern), not a form's fieldset
          <div
            key={keyOf(slide, index)}
            className={styles.slide}
            role="group"
            aria-roledescription={TEXT.slide}
            aria-label={`${index + 1} / ${slides.length}`}
            inert={index !== current}
          >
            {slide}
          </div>
        ))}
      </div>
      {slides.length > 1 ? (
        <div className={styles.dots}>
          {slides.map((slide, index) => (
            <button
              key={keyOf(slide, index)}
              type="button"
              className={styles.dot}
              aria-label={TEXT.dot(index + 1)}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => {
                if (track.current) scrollToSlide(track.current, index, reducedMotion ? 'auto' : 'smooth');
              }}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
