/**
 * The footer, on its own: it sits below the fold and holds only links, so the server renders it and
 * its code hydrates it once it arrives, after the page's first wave (`shell.tsx`).
 */
export { Footer } from '@hadiya/ui';
