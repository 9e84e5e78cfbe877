import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/** False on the server and while hydrating its page, true in the browser after: the two agree. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
