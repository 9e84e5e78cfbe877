/**
 * Runs `task` once the window's `load` has fired and the browser is idle, so nothing it starts (the
 * service worker, the push client) competes with the first paint (issue 15 §8). Returns a cancel.
 */
export function afterLoadWhenIdle(task: () => void): () => void {
  let handle: number | undefined;
  let isCancelled = false;
  const idle = () => {
    if (isCancelled) return;
    // Safari has no requestIdleCallback: a short timeout stands in for it.
    handle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(task, { timeout: 5000 })
        : window.setTimeout(task, 2000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    isCancelled = true;
    window.removeEventListener('load', idle);
    if (handle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle);
    window.clearTimeout(handle);
  };
}
