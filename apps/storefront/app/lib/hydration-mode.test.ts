import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type HydrationHandle, hydrationModeOf } from './hydration-mode';

const pageWith = (handle: HydrationHandle | undefined, loaderData: unknown = {}) =>
  ({ id: 'page', pathname: '/', params: {}, data: loaderData, loaderData, handle }) as UIMatch;

describe('hydrationModeOf', () => {
  it('waits for the shopper only on a page whose route says it does nothing by itself', () => {
    expect(hydrationModeOf(pageWith({ hydratesOnIntent: true }), false)).toBe('intent');
    expect(hydrationModeOf(pageWith(undefined), false)).toBe('load');
    expect(hydrationModeOf(pageWith({ hydratesOnIntent: false }), false)).toBe('load');
    expect(hydrationModeOf(undefined, false)).toBe('load');
  });

  it("decides from the page's data when the route gives a rule", () => {
    const handle: HydrationHandle = { hydratesOnIntent: (data) => (data as { step: string }).step !== 'complete' };
    expect(hydrationModeOf(pageWith(handle, { step: 'contact' }), false)).toBe('intent');
    expect(hydrationModeOf(pageWith(handle, { step: 'complete' }), false)).toBe('load');
  });

  it('hydrates as it loads whatever the route says when something on the page acts by itself', () => {
    expect(hydrationModeOf(pageWith({ hydratesOnIntent: true }), true)).toBe('load');
  });
});
