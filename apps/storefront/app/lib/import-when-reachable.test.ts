import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RETRY_MS, importWhenReachable } from './import-when-reachable';

/** An import that fails `failures` times (as a dropped connection makes it), then loads. */
function flakyImport(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { loaded: calls };
  });
  return load;
}

describe('importWhenReachable', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', Object.assign(new EventTarget(), { setTimeout, clearTimeout }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resolves with the module when the first import works', async () => {
    const load = flakyImport(0);
    await expect(importWhenReachable(load)).resolves.toEqual({ loaded: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never rejects: it tries again after a pause that doubles, until the import works', async () => {
    const load = flakyImport(2);
    const settled = vi.fn();
    void importWhenReachable(load).then(settled, settled);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    // The second pause is twice the first.
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS * 2 - 1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    expect(settled).toHaveBeenCalledWith({ loaded: 3 });
  });

  it('tries again as soon as the browser is back online, and only once for that attempt', async () => {
    const load = flakyImport(1);
    const settled = vi.fn();
    void importWhenReachable(load).then(settled);
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(settled).toHaveBeenCalledWith({ loaded: 2 });
    // The pause's timer was cleared with the attempt: nothing loads again.
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS * 4);
    window.dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
