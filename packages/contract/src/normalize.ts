/**
 * Text normalisation shared by the storefront (input handling) and the server (search indexing
 * and querying). One implementation, so that indexing and querying can never disagree.
 */

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/** Arabic-Indic (U+0660–0669) and Persian (U+06F0–06F9) digits → ASCII digits. */
export function normalizeDigits(input: string): string {
  return input.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (ch) => {
    const code = ch.charCodeAt(0);
    const base = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String(code - base);
  });
}

/** §5: digits converted to Western digits, then every non-digit removed. */
export function digitsOnly(input: string): string {
  return normalizeDigits(input).replace(/\D+/g, '');
}

// Tashkeel U+064B–U+065F, superscript alef U+0670, tatweel U+0640.
const TASHKEEL_RE = /[\u064B-\u065F\u0670\u0640]/g;
const ALEF_VARIANTS_RE = /[\u0623\u0625\u0622\u0671]/g; // أ إ آ ٱ
const ALEF_MAQSURA_RE = /\u0649/g; // ى
const TEH_MARBUTA_RE = /\u0629/g; // ة
const YEH_HAMZA_RE = /\u0626/g; // ئ
const WAW_HAMZA_RE = /\u0624/g; // ؤ
const DEFINITE_ARTICLE = '\u0627\u0644'; // ال

/** Normalises one Arabic/Latin word form without touching word boundaries. */
export function normalizeArabicLetters(input: string): string {
  return input
    .normalize('NFKC')
    .replace(TASHKEEL_RE, '')
    .replace(ALEF_VARIANTS_RE, '\u0627')
    .replace(ALEF_MAQSURA_RE, '\u064A')
    .replace(TEH_MARBUTA_RE, '\u0647')
    .replace(YEH_HAMZA_RE, '\u064A')
    .replace(WAW_HAMZA_RE, '\u0648');
}

/** Removes a leading definite article (ال, also وال/بال/لل forms reduce to the stem). */
function stripArticle(word: string): string {
  if (word.startsWith(DEFINITE_ARTICLE) && word.length >= 4) return word.slice(2);
  // وال / بال / فال / كال: conjunction or preposition glued to the article.
  if (/^[\u0648\u0628\u0641\u0643]\u0627\u0644/.test(word) && word.length >= 5) return word.slice(3);
  // لل = ل + ال
  if (word.startsWith('\u0644\u0644') && word.length >= 4) return word.slice(2);
  return word;
}

/**
 * Search normalisation (issue 3): tashkeel and tatweel stripped, alef variants → ا, ى → ي,
 * ة → ه (also ئ → ي, ؤ → و), Arabic-Indic/Persian digits → ASCII, leading ال removed from each word, Latin
 * lower-cased, punctuation folded to single spaces.
 */
export function normalizeSearchText(input: string): string {
  const letters = normalizeArabicLetters(normalizeDigits(input)).toLowerCase();
  const words = letters
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((w) => w.length > 0)
    .map(stripArticle);
  return words.join(' ');
}

/** Turns a title into a URL slug (Latin letters, digits and dashes). */
export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
