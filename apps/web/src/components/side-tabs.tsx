import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import styles from './side-tabs.module.css';

interface SideTab<K extends string | number> {
  key: K;
  label: string;
}

interface SideTabsProps<K extends string | number> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly SideTab<K>[];
  active: K;
  onSelect: (key: K) => void;
  /** Prefix of the tab and panel ids, unique on the page. */
  idPrefix: string;
  /** The active tab's panel. */
  children: ReactNode;
  /** `line`: the tabs in a row above the panel, the active one underlined (a compact strip, as antd's small Tabs). */
  variant?: 'side' | 'line';
}

/**
 * A tab list at the left with its panel at the right (or, as `line`, a row of tabs above it). On narrow screens the tabs wrap into rows
 * above the panel, so every tab is in sight (a strip scrolling sideways hid the last ones with no
 * sign they were there). Arrow keys, Home and End move between tabs, as in the WAI-ARIA tabs pattern.
 */
export function SideTabs<K extends string | number>({
  label,
  tabs,
  active,
  onSelect,
  idPrefix,
  children,
  variant = 'side',
}: SideTabsProps<K>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === active),
  );

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const targets: Record<string, number> = {
      ArrowDown: activeIndex === last ? 0 : activeIndex + 1,
      ArrowRight: activeIndex === last ? 0 : activeIndex + 1,
      ArrowUp: activeIndex === 0 ? last : activeIndex - 1,
      ArrowLeft: activeIndex === 0 ? last : activeIndex - 1,
      Home: 0,
      End: last,
    };
    const next = targets[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (next === undefined || !tab) return;
    event.preventDefault();
    onSelect(tab.key);
    buttons.current[next]?.focus();
  };

  return (
    <div className={variant === 'line' ? `${styles.sideTabs} ${styles.line}` : styles.sideTabs}>
      <div className={styles.list} role="tablist" aria-label={label} onKeyDown={move}>
        {tabs.map((tab, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                buttons.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${idPrefix}-panel`}
              tabIndex={selected ? 0 : -1}
              className={selected ? `${styles.tab} ${styles.on}` : styles.tab}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        className={styles.panel}
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-tab-${tabs[activeIndex]?.key ?? ''}`}
      >
        {children}
      </div>
    </div>
  );
}
