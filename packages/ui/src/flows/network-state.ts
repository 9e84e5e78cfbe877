/** The mocked API's states, switched from the workbench's Network toolbar (or pinned by a story). */
export type NetworkState = 'ok' | 'slow' | 'loading' | 'empty' | 'error';

/** The story's pinned network state, else the Network toolbar's, else ok. */
export function networkStateOf({ globals, parameters }: { globals: { network?: unknown }; parameters: unknown }) {
  return ((parameters as { network?: NetworkState }).network ?? globals.network ?? 'ok') as NetworkState;
}
