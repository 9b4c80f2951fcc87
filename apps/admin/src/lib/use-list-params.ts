import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

function pageOf(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

function pageSizeOf(text: string | null): number {
  const size = Number(text);
  return PAGE_SIZES.some((allowed) => allowed === size) ? size : DEFAULT_PAGE_SIZE;
}

/**
 * A list's filters and page live in the address: a reload, the back button, a link sent to a
 * colleague and the return after signing in again all show the same rows.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;

  /** New filters start again at page 1. */
  function setFilters(next: Partial<Record<K, string>>): void {
    setParams((current) => {
      const result = new URLSearchParams(current);
      for (const key of keys) {
        const value = next[key];
        if (value === undefined) continue;
        if (value === '') result.delete(key);
        else result.set(key, value);
      }
      result.delete('page');
      return result;
    });
  }

  function setPage(page: number, pageSize: number): void {
    setParams((current) => {
      const result = new URLSearchParams(current);
      result.set('page', String(page));
      result.set('pageSize', String(pageSize));
      return result;
    });
  }

  return {
    filters,
    page: pageOf(params.get('page')),
    pageSize: pageSizeOf(params.get('pageSize')),
    setFilters,
    setPage,
  };
}
