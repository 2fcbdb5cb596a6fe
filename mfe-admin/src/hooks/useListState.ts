import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@er/router';

export type SortOrder = 'asc' | 'desc';

/** 表示件数 choices; the API's search pages hold at most 100 rows. */
export const PER_PAGE_OPTIONS = [20, 50, 100] as const;
export const DEFAULT_PER_PAGE = 50;

export interface ListState {
  page: number;
  perPage: number;
  /** The sorted column's key, or null for the API's own order. */
  sort: string | null;
  order: SortOrder;
  /** The filters with a value (text as typed, select values, the tab's status). */
  filters: Record<string, string>;
}

export interface ListStateConfig {
  /** The search parameters a filter or the tab may set; other URL parameters are ignored. */
  filterNames: readonly string[];
  /** The columns that may be sorted by (an unknown `sort` in the URL is ignored). */
  sortable: readonly string[];
  defaultSort?: { sort: string; order: SortOrder };
}

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** Reads a list's state from URL search parameters (unknown or malformed values fall back to the defaults). */
export function parseListState(params: URLSearchParams, config: ListStateConfig): ListState {
  const perPage = positiveInt(params.get('per_page'));
  const sortParam = params.get('sort');
  const sorted = sortParam !== null && config.sortable.includes(sortParam);
  const orderParam = params.get('order');
  const filters: Record<string, string> = {};
  for (const name of config.filterNames) {
    const value = params.get(name);
    if (value !== null && value !== '') filters[name] = value;
  }
  return {
    page: positiveInt(params.get('page')) ?? 1,
    perPage: perPage !== null && (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
    sort: sorted ? sortParam : (config.defaultSort?.sort ?? null),
    order: sorted && (orderParam === 'asc' || orderParam === 'desc') ? orderParam : (config.defaultSort?.order ?? 'asc'),
    filters,
  };
}

/** The search operation's parameters of a list state (the API contract: page, per_page, sort, order, filters). */
export function searchParamsOf(state: ListState): Record<string, string | number> {
  return {
    ...state.filters,
    page: state.page,
    per_page: state.perPage,
    ...(state.sort ? { sort: state.sort, order: state.order } : {}),
  };
}

/**
 * A list's filters, page, page size, sort and order (and the tab: a filter) kept in the URL's search
 * parameters, so reloading, going back and sharing the link keep them. Each change is a history entry;
 * changing a filter, the tab or the page size goes back to page 1. The URL holds only what differs from
 * the defaults (`?status=published&page=2`).
 */
export function useListState(config: ListStateConfig) {
  const [params, setParams] = useSearchParams();
  const { filterNames, sortable, defaultSort } = config;
  const state = useMemo(
    () => parseListState(params, { filterNames, sortable, defaultSort }),
    [params, filterNames, sortable, defaultSort],
  );

  const write = useCallback(
    (next: ListState) => {
      const out = new URLSearchParams();
      for (const name of filterNames) if (next.filters[name]) out.set(name, next.filters[name]);
      const isDefaultSort = next.sort === (defaultSort?.sort ?? null) && (next.sort === null || next.order === (defaultSort?.order ?? 'asc'));
      if (next.sort && !isDefaultSort) {
        out.set('sort', next.sort);
        out.set('order', next.order);
      }
      if (next.perPage !== DEFAULT_PER_PAGE) out.set('per_page', String(next.perPage));
      if (next.page > 1) out.set('page', String(next.page));
      setParams(out, { preventScrollReset: true });
    },
    [filterNames, defaultSort, setParams],
  );

  return {
    state,
    setPage: useCallback((page: number) => write({ ...state, page }), [state, write]),
    setPerPage: useCallback((perPage: number) => write({ ...state, perPage, page: 1 }), [state, write]),
    setSort: useCallback((sort: string, order: SortOrder) => write({ ...state, sort, order, page: 1 }), [state, write]),
    /** Sets (a value) or clears (null or '') the named filters, keeping the others: the filter form, a tab. */
    setFilters: useCallback(
      (changes: Record<string, string | null>) => {
        const filters = { ...state.filters };
        for (const [name, value] of Object.entries(changes)) {
          if (value) filters[name] = value;
          else delete filters[name];
        }
        write({ ...state, filters, page: 1 });
      },
      [state, write],
    ),
  };
}

