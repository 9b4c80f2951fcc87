import type { FilterClass } from '@hotel/shared/api/hotel';
import { ARCHIVE_CLASS, ARCHIVE_CLASS_TITLES, type ArchiveClassCode, FLAG } from '@hotel/shared/constants';

/** One checkbox: an archive id or a brand code, as a string. */
export interface FilterOption {
  value: string;
  label: string;
}

interface FilterTab {
  name: string;
  options: FilterOption[];
}

/**
 * A filter group as the page shows it: archive groups send archive ids (`archives`), the brand
 * group sends brand codes (`brands`). Groups with sub-types are tabs of checkboxes.
 */
export interface FilterGroup {
  code: string;
  title: string;
  kind: 'archive' | 'brand';
  /** Sub-type tabs; null for a plain checkbox list. */
  tabs: FilterTab[] | null;
  options: FilterOption[];
}

/** Chosen values by group code. */
export type FilterSelection = Readonly<Record<string, readonly string[]>>;

export const NO_FILTERS: FilterSelection = {};

function isClassCode(code: string): code is ArchiveClassCode {
  return Object.hasOwn(ARCHIVE_CLASS_TITLES, code);
}

/** The group title by class code; the service's own name for a class we do not know. */
function groupTitle(filterClass: Pick<FilterClass, 'archiveClassCode' | 'archiveClassName'>): string {
  return isClassCode(filterClass.archiveClassCode)
    ? ARCHIVE_CLASS_TITLES[filterClass.archiveClassCode]
    : filterClass.archiveClassName;
}

type Entry = NonNullable<FilterClass['weBaseArchive']>[number];

function optionOf(entry: Entry): FilterOption {
  return 'brandCode' in entry
    ? { value: entry.brandCode, label: entry.name }
    : { value: String(entry.id), label: entry.name };
}

/** The service's filter classes as page groups; groups without a single option are left out. */
export function toFilterGroups(classes: readonly FilterClass[]): FilterGroup[] {
  const groups: FilterGroup[] = [];
  for (const filterClass of classes) {
    const entries = filterClass.weBaseArchive ?? [];
    const isBrand =
      filterClass.archiveClassCode === ARCHIVE_CLASS.brand ||
      (entries.length > 0 && entries.every((entry) => 'brandCode' in entry));
    const tabs =
      filterClass.haveSubType === FLAG.yes
        ? (filterClass.subDatas ?? [])
            .map((sub) => ({ name: sub.subTypeName, options: sub.weBaseArchive.map(optionOf) }))
            .filter((tab) => tab.options.length > 0)
        : null;
    const options = tabs ? tabs.flatMap((tab) => tab.options) : entries.map(optionOf);
    if (options.length === 0) continue;
    groups.push({
      code: filterClass.archiveClassCode,
      title: groupTitle(filterClass),
      kind: isBrand && !tabs ? 'brand' : 'archive',
      tabs,
      options,
    });
  }
  return groups;
}

/** The request's `archives` and `brands` for a selection (only values the groups still offer). */
export function selectionRequest(
  groups: readonly FilterGroup[],
  selection: FilterSelection,
): { archives: number[]; brands: string[] } {
  const archives: number[] = [];
  const brands: string[] = [];
  for (const group of groups) {
    const chosen = selection[group.code] ?? [];
    const offered = new Set(group.options.map((o) => o.value));
    for (const value of chosen) {
      if (!offered.has(value)) continue;
      if (group.kind === 'brand') brands.push(value);
      else {
        const id = Number(value);
        if (Number.isInteger(id) && id > 0) archives.push(id);
      }
    }
  }
  archives.sort((a, b) => a - b);
  brands.sort();
  return { archives, brands };
}

/** The selection an address's archive ids and brand codes make, group by group. */
export function selectionOf(
  groups: readonly FilterGroup[],
  chosen: { archives: readonly number[]; brands: readonly string[] },
): FilterSelection {
  const archives = new Set(chosen.archives.map(String));
  const brands = new Set(chosen.brands);
  const selection: Record<string, readonly string[]> = {};
  for (const group of groups) {
    const values = group.options
      .map((option) => option.value)
      .filter((value) => (group.kind === 'brand' ? brands : archives).has(value));
    if (values.length > 0) selection[group.code] = values;
  }
  return selection;
}

/** The selection with one group's values replaced (an empty list is 不限). */
export function withGroup(
  selection: FilterSelection,
  code: string,
  values: readonly string[],
): FilterSelection {
  const next: Record<string, readonly string[]> = { ...selection };
  if (values.length === 0) delete next[code];
  else next[code] = [...values];
  return next;
}

export function selectedCount(selection: FilterSelection): number {
  return Object.values(selection).reduce((sum, values) => sum + values.length, 0);
}
