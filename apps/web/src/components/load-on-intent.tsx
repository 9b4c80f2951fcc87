import {
  type ReactElement,
  type ReactNode,
  type RefObject,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import styles from './load-on-intent.module.css';

/** How the guest reached for the control. */
export type Reach = 'hover' | 'press';

interface LoadOnIntentProps {
  /** Starts loading the real control's module; called on every sign of intent (a module loads once). */
  load: () => Promise<unknown>;
  /** What shows until the guest reaches for it: looks like the real control and does nothing else. */
  lookalike: ReactElement;
  /** The real control (a lazy component), given how it was reached. */
  children: (reach: Reach | 'asked') => ReactNode;
  /** The page wants the real control now (its popup is asked to open). */
  asked?: boolean;
  /** Pointing at the control is reaching for it (a popup that opens on hover). */
  hoverReaches?: boolean;
  /** A press on the look-alike (its popup should open once the real control is there). */
  onPress?: () => void;
}

/**
 * A control whose code a first visit does not need: the look-alike stands in its place until the
 * guest presses it (the real one replaces it, keeping the focus) or the page asks for it; pointing
 * at it or focusing it starts loading the code. A `display: contents` span holds both, so the
 * layout does not change.
 */
export function LoadOnIntent({ load, lookalike, children, asked, hoverReaches, onPress }: LoadOnIntentProps) {
  const [reach, setReach] = useState<Reach>();
  const hadFocus = useRef(false);
  const boxRef = useRef<HTMLSpanElement>(null);
  const reached = reach ?? (asked ? 'asked' : undefined);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the look-alike inside is what a guest reaches; this box only notices it
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter or Space on the look-alike's button arrives as a click; focus is noticed too
    <span
      ref={boxRef}
      className={styles.loadOnIntent}
      onPointerEnter={() => {
        if (reached) return;
        // A popup that opens on hover is swapped in once its code is there, if the pointer still
        // is: swapped at once, a click before the code came would land on nothing.
        void load().then(() => {
          if (hoverReaches && boxRef.current?.querySelector(':hover'))
            setReach((current) => current ?? 'hover');
        });
      }}
      onPointerDown={() => {
        if (!reached) void load();
      }}
      // Focus only loads: swapped then, the field would lose the focus while the real one loads,
      // and a keyboard guest's next Tab would start over (the real popups open on a press too).
      onFocus={() => {
        if (!reached) void load();
      }}
      onClick={() => {
        if (reached) return;
        void load();
        hadFocus.current = boxRef.current?.contains(document.activeElement) ?? false;
        setReach('press');
        onPress?.();
      }}
    >
      {reached ? (
        <Suspense fallback={lookalike}>
          {children(reached)}
          <FocusMoved box={boxRef} when={hadFocus.current} />
        </Suspense>
      ) : (
        lookalike
      )}
    </span>
  );
}

/**
 * Once the real control is in, the focus the look-alike had goes to it, without scrolling, unless
 * the guest has put it somewhere else meanwhile.
 */
function FocusMoved({ box, when }: { box: RefObject<HTMLSpanElement | null>; when: boolean }) {
  useLayoutEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (!when || !focusLost) return;
    box.current?.querySelector<HTMLElement>('input, button, [tabindex]')?.focus({ preventScroll: true });
  }, [box, when]);
  return null;
}
