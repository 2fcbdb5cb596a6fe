import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is server markup not yet hydrated (issue 17: server rendering), true once React runs it —
 * and at once for anything rendered in the browser. A form's submit button waits for it: clicked before, the
 * browser would send the form itself, with what was typed in the address bar's query string.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
