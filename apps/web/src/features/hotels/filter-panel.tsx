import { useId, useState } from 'react';
import { SideTabs } from '../../components/side-tabs.tsx';
import type { FilterGroup, FilterOption, FilterSelection } from './filters.ts';
import styles from './hotels.module.css';
import { HOTELS_TEXT } from './messages.ts';

interface FilterPanelProps {
  groups: readonly FilterGroup[];
  selection: FilterSelection;
  /** A group's new values; an empty list is 不限. */
  onChange: (code: string, values: string[]) => void;
}

function Options({
  options,
  value,
  onChange,
  label,
}: {
  options: readonly FilterOption[];
  value: readonly string[];
  onChange: (values: string[]) => void;
  /** The name of a tab's checkboxes; a plain list is the group's own, which its fieldset names. */
  label?: string;
}) {
  const chosen = new Set(value);
  // In the options' order, as antd's Checkbox.Group gave them (the address lists them so).
  const toggle = (option: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(option);
    else next.delete(option);
    onChange(options.filter((o) => next.has(o.value)).map((o) => o.value));
  };
  const boxes = options.map((option) => (
    <label key={option.value} className={styles.filterCheck}>
      <input
        type="checkbox"
        className={styles.filterCheckBox}
        checked={chosen.has(option.value)}
        onChange={(event) => toggle(option.value, event.target.checked)}
      />
      <span>{option.label}</span>
    </label>
  ));
  // A tab's checkboxes are a group the tab names; a plain list is the group's own, which its
  // fieldset names (a nameless fieldset inside it named nothing).
  return label ? (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would need a legend; the tab names this group
    <div className={styles.hotelFilterOptions} role="group" aria-label={label}>
      {boxes}
    </div>
  ) : (
    <div className={styles.hotelFilterOptions}>{boxes}</div>
  );
}

function GroupRow({
  group,
  chosen,
  onChange,
}: {
  group: FilterGroup;
  chosen: readonly string[];
  onChange: (values: string[]) => void;
}) {
  const unlimited = chosen.length === 0;
  const tabs = group.tabs;
  const idPrefix = useId();
  const [activeTab, setActiveTab] = useState(tabs?.[0]?.name ?? '');
  const shownTab = tabs?.find((tab) => tab.name === activeTab) ?? tabs?.[0];
  const inShownTab = new Set(shownTab?.options.map((o) => o.value));

  return (
    <fieldset className={styles.hotelFilter}>
      <legend className={styles.hotelFilterLegend}>{group.title}</legend>
      <span className={styles.hotelFilterTitle} aria-hidden="true">
        {group.title}
      </span>
      <button
        type="button"
        className={`${styles.hotelFilterUnlimited}${unlimited ? ` ${styles.hotelFilterUnlimitedActive}` : ''}`}
        aria-pressed={unlimited}
        aria-label={`${group.title}${HOTELS_TEXT.unlimited}`}
        onClick={() => onChange([])}
      >
        {HOTELS_TEXT.unlimited}
      </button>
      <div className={styles.hotelFilterBody}>
        {tabs && shownTab ? (
          <SideTabs
            variant="line"
            label={group.title}
            idPrefix={idPrefix}
            active={shownTab.name}
            onSelect={setActiveTab}
            tabs={tabs.map((tab) => {
              const inTab = new Set(tab.options.map((o) => o.value));
              const count = chosen.filter((v) => inTab.has(v)).length;
              return { key: tab.name, label: count > 0 ? `${tab.name}（${count}）` : tab.name };
            })}
          >
            <Options
              label={`${group.title}·${shownTab.name}`}
              options={shownTab.options}
              value={chosen.filter((v) => inShownTab.has(v))}
              // Other tabs' choices stay.
              onChange={(values) => onChange([...chosen.filter((v) => !inShownTab.has(v)), ...values])}
            />
          </SideTabs>
        ) : (
          <Options options={group.options} value={chosen} onChange={onChange} />
        )}
      </div>
    </fieldset>
  );
}

/** The filter groups of the city: title, 不限 and the group's tabs or checkboxes. */
export function FilterPanel({ groups, selection, onChange }: FilterPanelProps) {
  return (
    <div className={styles.hotelFilters}>
      {groups.map((group) => (
        <GroupRow
          key={group.code}
          group={group}
          chosen={selection[group.code] ?? []}
          onChange={(values) => onChange(group.code, values)}
        />
      ))}
    </div>
  );
}
