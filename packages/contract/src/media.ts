/**
 * The store's own product pictures: `GET /api/media/{art}/{n}.webp` draws the picture at its full
 * width, and `?w=` at one of the narrower widths below, so a page can ask for the size its slot
 * shows (a cart thumbnail is 64 CSS px wide, a card in a phone's grid ~190) instead of the full
 * picture everywhere. Zod-free: the browser imports it by path (`@hadiya/contract/media`).
 */

/** Widths the media server draws, narrowest first; the last is the picture's own (no `?w=`). */
export const MEDIA_WIDTHS = [128, 256, 400, 640] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
export const MEDIA_FULL_WIDTH: MediaWidth = 640;

const OWN_PICTURE = /^\/api\/media\/[\w-]+\/\d{1,6}\.webp$/;

/**
 * The `srcset` of one of the store's own pictures, from the narrowest width to the full one, or
 * undefined for any other address (a picture on another host keeps its one `src`).
 */
export function mediaSrcSet(src: string): string | undefined {
  if (!OWN_PICTURE.test(src)) return undefined;
  return MEDIA_WIDTHS.map((width) => `${width === MEDIA_FULL_WIDTH ? src : `${src}?w=${width}`} ${width}w`).join(', ');
}

/** The width a `?w=` value asks for, or undefined when it is not one the server draws. */
export function mediaWidthOf(query: string | undefined): MediaWidth | undefined {
  if (query === undefined) return MEDIA_FULL_WIDTH;
  return MEDIA_WIDTHS.find((width) => String(width) === query);
}
