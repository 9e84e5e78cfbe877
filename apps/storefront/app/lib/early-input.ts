/**
 * What the shopper did before the page hydrated, handed to React once it has.
 *
 * Until hydration a page is the server's HTML: links, forms (each posts without scripts) and
 * fields work natively, but a `type="button"` button does nothing, and React, hydrating a field the
 * shopper has typed in, may keep its own empty state (or a form library may reset the field). The
 * page's inline script (`captureEarlyInput` in `deferred-hydration.server.ts`) holds such clicks
 * back and notes the fields' values; once the root has hydrated, `replayEarlyInput` gives each
 * field its value again the way typing does and then repeats the clicks, in order.
 */
export interface EarlyInput {
  /** Buttons clicked before hydration, in order, each once. */
  clicks: HTMLElement[];
  /** Each field the shopper changed: its text, or whether it is checked. */
  fields: Map<Element, string | boolean>;
  /** Set once the root has hydrated: from then on React answers every event itself. */
  isOver: boolean;
}

export type WindowWithEarlyInput = Window & { __hadiyaEarlyInput?: EarlyInput };

/** How long a field in a part that hydrates later (a Suspense boundary) is waited for. */
const FIELD_WAIT_MS = 10_000;

/** React's fiber flags for a part inserted or hydrated in a render it has not committed yet. */
const PLACEMENT_OR_HYDRATING = 0b1_0000_0000_0010;

interface FiberLike {
  alternate: unknown;
  flags: number;
  return: FiberLike | null;
}

/**
 * Whether React has hydrated this element and committed it. React keeps its fiber on the element
 * (`__reactFiber$…`) as soon as it renders it, before the part is committed: a part hydrating in
 * slices can be rendered yet thrown away and hydrated again when an event reaches it, taking any
 * change the page saw in between with it. Like React's own test (`getNearestMountedFiber`), a
 * fiber is committed once none of its ancestors still rendered for the first time carries the
 * insertion or hydrating flag.
 */
function isHydrated(element: Element): boolean {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  let fiber = key ? (element as unknown as Record<string, FiberLike | undefined>)[key] : undefined;
  if (!fiber) return false;
  for (; fiber && !fiber.alternate; fiber = fiber.return ?? undefined) {
    if ((fiber.flags & PLACEMENT_OR_HYDRATING) !== 0) return false;
  }
  return true;
}

/**
 * Gives a field the shopper's value as typing does. React notices a change by comparing the field
 * with the value it last saw set through the element's own `value` (or `checked`) setter: setting
 * another value that way, then the shopper's through the prototype's setter, which React does not
 * watch, makes the event that follows a change React reports to the page.
 */
function replayField(field: Element, typed: string | boolean) {
  if (!field.isConnected) return;
  if (field instanceof HTMLInputElement && typeof typed === 'boolean') {
    // A radio unchecked by its neighbour's choice follows that neighbour's replay.
    if (field.type === 'radio' && !typed) return;
    field.checked = !typed;
    field.click();
    return;
  }
  if (
    typeof typed !== 'string' ||
    !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)
  ) {
    return;
  }
  const setUnwatched = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = typed === '' ? ' ' : '';
  setUnwatched?.call(field, typed);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Replays what the page's inline script held back (`markPageInteractive` in page-interactive.ts
 * loads this module only when there is something to replay).
 */
export function replayEarlyInput(early: EarlyInput) {
  const clicks = early.clicks.splice(0);
  let waiting = [...early.fields];
  early.fields.clear();
  const giveUpAt = performance.now() + FIELD_WAIT_MS;
  const replayHydratedFields = () => {
    for (const [field, typed] of waiting) if (isHydrated(field)) replayField(field, typed);
    waiting = waiting.filter(([field]) => !isHydrated(field) && field.isConnected);
    if (waiting.length > 0 && performance.now() < giveUpAt) requestAnimationFrame(replayHydratedFields);
  };
  replayHydratedFields();
  // A button in a part still waiting to hydrate is hydrated by React as the click reaches it.
  for (const button of clicks) if (button.isConnected) button.click();
}
