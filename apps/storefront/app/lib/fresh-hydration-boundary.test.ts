import type { DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { receivedNow } from './fresh-hydration-boundary';

const stateOf = (dataUpdatedAt: number) =>
  ({
    mutations: [],
    queries: [
      {
        queryKey: ['cart'],
        queryHash: '["cart"]',
        state: { data: { item_count: 1 }, dataUpdatedAt, status: 'success' },
      },
    ],
  }) as unknown as DehydratedState;

describe('receivedNow', () => {
  it('stamps the data as fetched by the browser’s clock, whatever the server’s said', () => {
    const server = stateOf(1_000);
    const received = receivedNow(server, 5_000_000);
    expect(received.queries[0]?.state.dataUpdatedAt).toBe(5_000_000);
    expect(received.queries[0]?.state.data).toEqual({ item_count: 1 });
    // The loader's answer itself is left as it came.
    expect(server.queries[0]?.state.dataUpdatedAt).toBe(1_000);
  });

  it('leaves a query without data as it is', () => {
    expect(receivedNow(stateOf(0), 5_000_000).queries[0]?.state.dataUpdatedAt).toBe(0);
  });
});
