import { useEffect, useState } from 'react';

/** Runs started in this page, by key: kept for the page's life so the same key never runs twice. */
const runs = new Map<string, Promise<unknown>>();

/**
 * Runs `run` once per `key` when the component mounts, and gives its result (undefined until it settles).
 * For calls that must not be repeated: a single-use mail link is used up by its first call, so React's
 * StrictMode double effects, a remount or a re-render must not send a second one (null: nothing to run).
 * `run` must not reject (SDK calls answer `{ data } | { error }`).
 */
export function useOnce<T>(key: string | null, run: () => Promise<T>): T | undefined {
  const [settled, setSettled] = useState<{ key: string; value: T }>();
  useEffect(() => {
    if (key === null) return;
    let promise = runs.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = run();
      runs.set(key, promise);
    }
    let current = true;
    void promise.then((value) => {
      if (current) setSettled({ key, value });
    });
    return () => {
      current = false;
    };
    // `run` is a new function on every render; the key says what is being run.
  }, [key]);
  return settled && settled.key === key ? settled.value : undefined;
}
