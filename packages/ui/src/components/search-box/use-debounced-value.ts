import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delayMs`. The store sends a search only after a
 * 500 ms pause (spec §5, `SEARCH_DELAY_MS` in the contract); the SearchBox itself never waits.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
