import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { GetSearchByKeywordListParams as SearchQuery } from '@er/api-client';
import { useHydrated } from '@er/ui';
import { toggle, withFilter, type DefaultSort } from './filters';

/**
 * A search control as the server rendered it and as the visitor left it: its `data-filter` (the query key it
 * sets) and, for a box of a list filter, `data-value` (the id it adds).
 */
export interface ControlState {
  filter: string;
  value?: string;
  rendered: string | boolean;
  current: string | boolean;
}

const LIST_FILTERS = new Set(['tags', 'areas', 'remote', 'contract_types']);
const FLAG_FILTERS = new Set(['include_no_rate', 'new']);
const NUMBER_FILTERS = new Set(['rate_min', 'rate_max', 'weekly_days', 'per_page']);

/**
 * What the visitor changed on the server-rendered search page before its script ran, as a change of the query
 * (withFilter's): the controls whose state differs from what the page rendered, each read as its onChange reads it.
 * Null when nothing differs.
 */
export function changesBeforeHydration(query: SearchQuery, controls: readonly ControlState[], defaultSort: DefaultSort = 'new'): Partial<SearchQuery> | null {
  const change: Record<string, unknown> = {};
  for (const { filter, value, rendered, current } of controls) {
    if (rendered === current) continue;
    if (LIST_FILTERS.has(filter) && typeof current === 'boolean' && value !== undefined) {
      const id = Number(value);
      const list = (change[filter] ?? query[filter as keyof SearchQuery] ?? []) as number[];
      // As the box's onChange: toggled (the remote levels kept in order).
      if (list.includes(id) !== current) change[filter] = filter === 'remote' ? toggle(list, id).sort() : toggle(list, id);
    } else if (FLAG_FILTERS.has(filter) && typeof current === 'boolean') {
      change[filter] = current ? 1 : undefined;
    } else if (NUMBER_FILTERS.has(filter) && typeof current === 'string') {
      change[filter] = current === '' ? undefined : Number(current);
    } else if (filter === 'sort' && typeof current === 'string') {
      change.sort = current === defaultSort ? undefined : current;
    }
  }
  return Object.keys(change).length ? (change as Partial<SearchQuery>) : null;
}

/** The state of each `[data-filter]` control under `root`: boxes by their checked state, selects by their value. */
export function controlStates(root: ParentNode): ControlState[] {
  const states: ControlState[] = [];
  for (const el of root.querySelectorAll<HTMLElement>('[data-filter]')) {
    const filter = el.dataset.filter!;
    if (el instanceof HTMLInputElement && el.type === 'checkbox') {
      states.push({ filter, value: el.dataset.value, rendered: el.defaultChecked, current: el.checked });
    } else if (el instanceof HTMLSelectElement) {
      const rendered = [...el.options].find((o) => o.defaultSelected) ?? el.options[0];
      states.push({ filter, rendered: rendered?.value ?? '', current: el.value });
    }
  }
  return states;
}

/**
 * Keeps what a visitor ticked or chose on the server-rendered search page before its script ran (a slow phone):
 * React 19 hydrates the controls without reading them, so the box stayed ticked on screen but the query — the
 * URL, which the controls follow — did not have it, and the next render unticked it. At the first commit the
 * controls under `root` that differ from what was rendered are applied to the query, in one change. (The forms'
 * `useTypedBeforeHydration` in mfe-host and @er/ui's KeywordSearch do the same for typed text.)
 */
export function useFiltersChangedBeforeHydration(root: RefObject<HTMLElement | null>, query: SearchQuery, onChange: (next: SearchQuery) => void, defaultSort: DefaultSort = 'new'): void {
  const adopted = useRef<SearchQuery | null>(null);
  // Only a first render that hydrates server markup has a visitor's earlier changes to find; one made in the browser
  // shows the query (and a select React renders there marks no option as the default one to compare with).
  const hydrated = useHydrated();
  // Read at the first commit, before anything renders the controls again; once: later differences are React's
  // own updates on their way.
  useLayoutEffect(() => {
    const change = !hydrated && root.current ? changesBeforeHydration(query, controlStates(root.current), defaultSort) : null;
    adopted.current = change ? withFilter(query, change) : null;
  }, []);
  // Applied once the layout effects are done: the router's navigate, which writes the query, ignores a call made
  // before its own layout effect has run (its page is this hook's parent, whose effects run after ours).
  useEffect(() => {
    if (adopted.current) onChange(adopted.current);
  }, []);
}
