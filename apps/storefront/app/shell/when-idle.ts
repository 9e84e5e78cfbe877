/**
 * Runs `task` once the window's `load` has fired and the browser is idle, so nothing it starts (the
 * service worker, the push client, the chat widget) competes with the first paint (issue 15 §8).
 * Returns a cancel.
 */
export function afterLoadWhenIdle(task: () => void): () => void {
  let isCancelled = false;
  const run = () => {
    if (!isCancelled) task();
  };
  // Safari has no requestIdleCallback: a short timeout stands in for it.
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 5000 })
      : window.setTimeout(run, 2000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    isCancelled = true;
    window.removeEventListener('load', idle);
  };
}
