/**
 * Where focus goes when an overlay closes. Radix returns it only to a Trigger; our dialogs and
 * sheets are mostly opened from code, so each remembers what had the focus when it opened. That
 * element may be gone by then: a sign-in dialog opened from an item of the side menu outlives the
 * menu. Focus then goes to what opened that menu (the header's menu button), and so on up the
 * chain, instead of dropping to the page's body, where a screen reader starts over from the top.
 */

/** Each open overlay's content element → what opened it, then what opened the overlay it was in, … */
const openerChains = new WeakMap<Element, readonly HTMLElement[]>();

function chainOf(element: HTMLElement): readonly HTMLElement[] {
  const surrounding = element.closest('[role="dialog"],[role="alertdialog"]');
  return [element, ...((surrounding && openerChains.get(surrounding)) || [])];
}

/**
 * The last element that had the focus, with its chain read while it was on the page. A menu item
 * that closes its menu and opens a dialog in one click is removed before the dialog opens (focus
 * is then on the body): the dialog still learns it was opened from there.
 */
let lastFocused: { element: HTMLElement; chain: readonly HTMLElement[] } | undefined;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement) lastFocused = { element: event.target, chain: chainOf(event.target) };
    },
    { capture: true },
  );
}

/**
 * Called as an overlay opens, before focus moves into it (Radix's `onOpenAutoFocus`, whose event
 * target is the overlay's content element). Returns the chain of elements to return focus to.
 */
export function rememberOpeners(content: EventTarget | null): readonly HTMLElement[] {
  const active = document.activeElement;
  const chain =
    active instanceof HTMLElement && active !== document.body
      ? chainOf(active)
      : lastFocused && !lastFocused.element.isConnected
        ? lastFocused.chain
        : [];
  if (content instanceof Element) openerChains.set(content, chain);
  return chain;
}

/**
 * Focuses the first element of the chain still on the page, else `fallback` (a first-visit dialog
 * that nothing opened may name the control that reopens it). Returns whether it moved the focus.
 */
export function returnFocus(chain: readonly HTMLElement[], fallback?: () => HTMLElement | null | undefined): boolean {
  const target = chain.find((element) => element.isConnected) ?? fallback?.() ?? undefined;
  if (!target?.isConnected) return false;
  target.focus();
  return true;
}
