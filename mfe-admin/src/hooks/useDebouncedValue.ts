import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs` (a typeahead asks the API per pause, not per key).
 * The same hook as mfe-account's: kept in each remote rather than in the shared @er/ui singleton, so this
 * remote can be deployed alone against a host whose @er/ui lacks it.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
