/**
 * Hydrating only what the shopper reaches (issue 17 §3). A section wrapped in `HydrateWhenVisible`
 * keeps its server HTML, links and pictures working, until it comes within a screen of the
 * viewport or the shopper touches it; only then does React hydrate it, in a small task of its own.
 * Home's product sections below the first carry most of the page's components: hydrating them all
 * with the page made its longest tasks.
 *
 * How: during the page's hydration, the section's content suspends on a promise (React then keeps
 * a server-rendered Suspense boundary as it is and hydrates it when the promise settles). The
 * promise settles when an IntersectionObserver sees the section near the viewport, when a pointer
 * goes down or over it, or a key or focus reaches it (window capture, before React's own listener,
 * so a tap on a heart hydrates the section synchronously and reaches its handler), and for every
 * section at once on the shopper's first input anywhere or the router's first change.
 *
 * Why every gate opens on the router's first change: an update that reaches a boundary still
 * waiting (a new route context after a sign-in, say) makes React hydrate it at once, and if it
 * suspended then, React would drop the server HTML and render it anew on the client. Opened
 * gates never suspend again, so such an update simply hydrates the section.
 */
import { type ReactNode, Suspense, use, useId } from 'react';

interface Gate {
  isOpen: boolean;
  promise: Promise<void>;
  open: () => void;
}

const gates = new Map<string, Gate>();
const GATE_ATTRIBUTE = 'data-hydrate-when-visible';
/** Opened gates, and any gate made after the page settled, do not suspend. */
let isEveryGateOpen = false;

function makeGate(element: Element): Gate {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) gate.open();
    },
    { rootMargin: '100% 0px' },
  );
  const inputTypes = ['pointerdown', 'pointerover', 'focusin', 'keydown'] as const;
  const onInput = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) gate.open();
  };
  const gate: Gate = {
    isOpen: false,
    promise,
    open: () => {
      if (gate.isOpen) return;
      gate.isOpen = true;
      observer.disconnect();
      for (const type of inputTypes) window.removeEventListener(type, onInput, { capture: true });
      // React's `use` reads a settled promise's status synchronously: a tap's synchronous
      // hydration then renders the section instead of suspending again.
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  observer.observe(element);
  for (const type of inputTypes) window.addEventListener(type, onInput, { capture: true, passive: true });
  return gate;
}

/** Opens every gate: the sections still waiting hydrate, and gates made from now on never wait. */
export function openEveryGate() {
  isEveryGateOpen = true;
  for (const gate of gates.values()) gate.open();
}

/**
 * Called once the page has hydrated (root layout): the shopper's first input anywhere, or the
 * router's first change (`subscribe`), opens every gate. Returns the cleanup.
 */
export function openGatesOnFirstChange(subscribe: ((listener: () => void) => () => void) | undefined) {
  const types = ['pointerdown', 'keydown'] as const;
  const open = () => {
    cleanup();
    openEveryGate();
  };
  const unsubscribe = subscribe?.(open);
  for (const type of types) window.addEventListener(type, open, { capture: true, passive: true });
  function cleanup() {
    unsubscribe?.();
    for (const type of types) window.removeEventListener(type, open, { capture: true });
  }
  return cleanup;
}

function GateContent({ id, children }: { id: string; children: ReactNode }) {
  if (typeof document !== 'undefined' && !isEveryGateOpen) {
    let gate = gates.get(id);
    if (!gate) {
      // Only a section that is still server HTML waits; one rendered on the client never does.
      const element = document.querySelector(`[${GATE_ATTRIBUTE}="${id}"]`);
      gate = element?.firstElementChild ? makeGate(element) : undefined;
      if (gate) gates.set(id, gate);
    }
    if (gate && !gate.isOpen) use(gate.promise);
  }
  return children;
}

export interface HydrateWhenVisibleProps {
  children: ReactNode;
  className?: string;
}

/** Keeps its children's server HTML until they near the viewport or are touched (see above). */
export function HydrateWhenVisible({ children, className }: HydrateWhenVisibleProps) {
  const id = useId();
  return (
    <div {...{ [GATE_ATTRIBUTE]: id }} className={className}>
      <Suspense fallback={null}>
        <GateContent id={id}>{children}</GateContent>
      </Suspense>
    </div>
  );
}
