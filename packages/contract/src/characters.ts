/**
 * Counting text as a reader does. Its own module, without schemas, so that a field's counter
 * (the product page's message card) does not bring the orders module's zod schemas into its chunk.
 */

let graphemes: Intl.Segmenter | undefined;

/**
 * Characters as a reader counts them: grapheme clusters (Unicode UAX #29, `Intl.Segmenter`), so an
 * emoji, a flag or a letter with its tashkeel is one, not the two or more UTF-16 units `length`
 * counts. The message card's counter, its input limit and the server's rule all count with this.
 * Where `Intl.Segmenter` is missing (browsers before 2024), code points: never more than graphemes
 * would be by much, and the server checks again.
 */
export function characterCount(text: string): number {
  if (typeof Intl.Segmenter !== 'function') return [...text].length;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/** The first `max` characters of a text (as `characterCount` counts them): never half an emoji. */
export function clipCharacters(text: string, max: number): string {
  if (text.length <= max) return text;
  if (typeof Intl.Segmenter !== 'function') return [...text].slice(0, max).join('');
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let clipped = '';
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (count === max) break;
    clipped += segment;
    count += 1;
  }
  return clipped;
}
