import { type DehydratedState, HydrationBoundary } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';

/**
 * A `HydrationBoundary` for data the server fetched for this very render (a loader's `dehydrate`):
 * its queries are stamped as fetched when the page receives them, by the browser's clock rather
 * than the server's, which may differ. A query kept fresh only briefly (the cart's and the
 * favourites' few seconds) then does not ask the server again while the page hydrates for what
 * came with the page a moment ago.
 */
export function FreshHydrationBoundary({ state, children }: { state: DehydratedState; children: ReactNode }) {
  // One stamp per loader answer: a render for another reason must not make the same answer look
  // newer than a change the shopper made since (the boundary overwrites older data only).
  const received = useMemo(() => receivedNow(state), [state]);
  return <HydrationBoundary state={received}>{children}</HydrationBoundary>;
}

/** The state with every query's data stamped as fetched now. */
export function receivedNow(state: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.dataUpdatedAt > 0 ? { ...query, state: { ...query.state, dataUpdatedAt: now } } : query,
    ),
  };
}
