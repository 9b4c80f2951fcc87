import './load-on-intent.css';
import {
  type ReactElement,
  type ReactNode,
  type RefObject,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** How the guest reached for the control. */
export type Reach = 'hover' | 'press' | 'focus';

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
 * guest points at it (the code starts loading), presses it or focuses it (the real one replaces
 * it, keeping the focus). A `display: contents` span holds both, so the layout does not change.
 */
export function LoadOnIntent({ load, lookalike, children, asked, hoverReaches, onPress }: LoadOnIntentProps) {
  const [reach, setReach] = useState<Reach>();
  const hadFocus = useRef(false);
  // Between pointer down and click the look-alike stays: swapped at the focus a press gives, the
  // click would land on an element that is gone.
  const pressing = useRef(false);
  const boxRef = useRef<HTMLSpanElement>(null);
  const reached = reach ?? (asked ? 'asked' : undefined);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the look-alike inside is what a guest reaches; this box only notices it
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard reaches the control by focusing it, noticed here too
    <span
      ref={boxRef}
      className="load-on-intent"
      onPointerEnter={() => {
        if (reached) return;
        void load();
        if (hoverReaches) setReach('hover');
      }}
      onPointerDown={() => {
        if (reached) return;
        void load();
        pressing.current = true;
      }}
      onFocus={() => {
        if (reached || pressing.current) return;
        void load();
        hadFocus.current = true;
        setReach('focus');
      }}
      onClick={() => {
        pressing.current = false;
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

/** Once the real control is in, the focus the look-alike had goes to it, without scrolling. */
function FocusMoved({ box, when }: { box: RefObject<HTMLSpanElement | null>; when: boolean }) {
  useLayoutEffect(() => {
    if (!when) return;
    box.current?.querySelector<HTMLElement>('input, button, [tabindex]')?.focus({ preventScroll: true });
  }, [box, when]);
  return null;
}
