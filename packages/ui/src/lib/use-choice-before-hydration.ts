import { type RefObject, useEffect } from 'react';

/**
 * A shopper may pick a radio in the server-rendered page before the scripts hydrate it. React keeps
 * the DOM's `checked` while hydrating but its own state still holds the server's value, so the next
 * render would silently undo the pick. Once mounted, this reports the DOM's choice to `choose`.
 */
export function useChoiceMadeBeforeHydration(
  groupRef: RefObject<HTMLElement | null>,
  chosen: string | undefined | null,
  choose: (value: string) => void,
) {
  // Runs once, on the first mount: later picks go through the radios' own onChange.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the state the page hydrated with counts
  useEffect(() => {
    const picked = groupRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked:not(:disabled)');
    if (picked && picked.value !== chosen) choose(picked.value);
  }, []);
}
