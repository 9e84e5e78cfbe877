import type { WindowWithEarlyInput } from './early-input';
import { importWhenReachable } from './import-when-reachable';

/**
 * A route whose page content hydrates after the root says so in its `handle` (the basket's steps
 * are lazy chunks in a Suspense boundary, which React hydrates once their code has come): the page
 * is then marked interactive from inside that boundary (`markPageInteractive` in an effect there),
 * not by the root.
 * Marked by the root, a tap on one of its buttons in between was no longer held for React, and a
 * submit button there posted the form as a page load.
 */
export interface LateContentHandle {
  hydratesLate?: boolean;
}

/**
 * Marks the page interactive, `<html data-hydrated="true">` (for the end-to-end tests and anyone
 * watching from DevTools), and ends the page's inline script's holding of clicks and typing
 * (early-input.ts): React answers them from now on. What it held is replayed by code loaded only
 * when there is some, so the first scripts of every page do not carry it. Once per page load.
 */
export function markPageInteractive() {
  document.documentElement.dataset.hydrated = 'true';
  const early = (window as WindowWithEarlyInput).__hadiyaEarlyInput;
  if (!early || early.isOver) return;
  early.isOver = true;
  if (early.clicks.length === 0 && early.fields.size === 0) return;
  void importWhenReachable(() => import('./early-input')).then((module) => module.replayEarlyInput(early));
}
