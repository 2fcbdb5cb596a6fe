import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { GetSearchByKeywordListParams as SearchQuery } from '@er/api-client';
import { useHydrated } from '@er/ui';
import { parseSearchParams, toSearchParams, type DefaultSort } from './filters';

/**
 * A search control as the server rendered it and as the visitor left it: its `data-filter` (the query key it
 * sets) and, for a box of a list filter, `data-value` (the id it adds; a flag's box has none and stands for 1).
 */
export interface ControlState {
  filter: string;
  value?: string;
  rendered: string | boolean;
  current: string | boolean;
}

/**
 * The query with what the visitor changed on the server-rendered search page before its script ran: the controls
 * whose state differs from what the page rendered, written into the query's URL form (a box adds or removes its
 * `data-value`, 1 for a flag; a select sets its value, none for 指定なし) and read back by parseSearchParams, so each
 * is typed as the URL types it; back to page 1 as after any filter change. Null when nothing differs.
 */
export function withChangesBeforeHydration(query: SearchQuery, controls: readonly ControlState[], defaultSort: DefaultSort = 'new'): SearchQuery | null {
  const params = toSearchParams(query, defaultSort);
  let changed = false;
  for (const { filter, value = '1', rendered, current } of controls) {
    if (rendered === current) continue;
    changed = true;
    if (typeof current === 'boolean') {
      const others = params.getAll(filter).filter((v) => v !== value);
      params.delete(filter);
      for (const v of current ? [...others, value] : others) params.append(filter, v);
    } else if (current === '') params.delete(filter);
    else params.set(filter, current);
  }
  if (!changed) return null;
  params.delete('page');
  return parseSearchParams(params, defaultSort);
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
    adopted.current = !hydrated && root.current ? withChangesBeforeHydration(query, controlStates(root.current), defaultSort) : null;
  }, []);
  // Applied once the layout effects are done: the router's navigate, which writes the query, ignores a call made
  // before its own layout effect has run (its page is this hook's parent, whose effects run after ours).
  useEffect(() => {
    if (adopted.current) onChange(adopted.current);
  }, []);
}
