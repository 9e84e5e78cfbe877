/**
 * Blocks for the Foundations pages (MDX under `src/docs`). Every value shown is read from the
 * tokens in `styles/globals.css` when the page renders, so a page never disagrees with the CSS;
 * contrast ratios are computed from those values (WCAG 2.x relative luminance).
 */
import {
  ArrowLeft,
  ArrowRight,
  Check,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  Heart,
  Laugh,
  LogOut,
  type LucideIcon,
  Search,
  ShoppingBag,
  Trash2,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { uiMessages } from '../i18n/catalog';
import { directionOf, type Locale } from '../lib/direction';
import { LocaleProvider } from '../lib/locale-provider';
import { fontWeights } from '../styles/font-weights';
import tokensCss from '../styles/globals.css?raw';

// ---------------------------------------------------------------------------------------------
// Tokens

/** `--name: value;` pairs of the `@theme` block, aliases (`var(--x)`) resolved. */
export function readTokens(css: string = tokensCss): Map<string, string> {
  const theme = css.slice(css.indexOf('@theme'));
  const tokens = new Map<string, string>();
  for (const match of theme.matchAll(/--([\w-]+):\s*([^;]+);/g)) {
    const [, name, value] = match;
    if (name && value && !tokens.has(name)) tokens.set(name, value.trim());
  }
  const resolve = (value: string, depth = 0): string =>
    depth > 5
      ? value
      : value.replace(/var\(--([\w-]+)\)/g, (_, ref: string) => resolve(tokens.get(ref) ?? '', depth + 1));
  for (const [name, value] of tokens) tokens.set(name, resolve(value));
  return tokens;
}

const tokens = readTokens();
const tokensStartingWith = (prefix: string) => [...tokens].filter(([name]) => name.startsWith(prefix));

// ---------------------------------------------------------------------------------------------
// Contrast

function channel(value: number) {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16));
  return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
}

/** WCAG contrast ratio of two `#rrggbb` colours, 1–21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const isHex = (value: string) => /^#[0-9a-f]{6}$/i.test(value);
const WHITE = '#ffffff';
const INK = tokens.get('color-ink') ?? '#221e19';

function Ratio({ fg, bg }: { fg: string; bg: string }) {
  const ratio = contrastRatio(fg, bg);
  const grade = ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'AA large' : 'fails';
  return (
    <span className="tabular-nums" title={`${fg} on ${bg}`}>
      {ratio.toFixed(2)}:1 <span className={ratio >= 4.5 ? 'text-success-700' : 'text-danger-700'}>{grade}</span>
    </span>
  );
}

/** Every colour token of a family (`leaf`, `sand` …, or `''` for all), with its contrast to white and to ink. */
export function ColourSwatches({ family = '' }: { family?: string }) {
  const colours = tokensStartingWith(`color-${family}`).filter(([, value]) => isHex(value));
  return (
    <div className="sb-unstyled grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3 font-sans text-sm">
      {colours.map(([name, value]) => (
        <figure key={name} className="m-0 overflow-hidden rounded-md border border-line bg-surface-raised">
          <div className="flex h-16 items-end p-2" style={{ background: value }}>
            {/* Large text (20 px bold, AA 3:1): a mid-tone such as leaf-500 reaches 4.5:1 with neither
                white nor ink, which the caption's two ratios show for body text. */}
            <span
              className="text-xl font-bold"
              style={{ color: contrastRatio(WHITE, value) >= contrastRatio(INK, value) ? WHITE : INK }}
            >
              Aa أب
            </span>
          </div>
          <figcaption className="grid gap-0.5 p-2 text-xs">
            <code>{name.replace('color-', '')}</code>
            <span className="text-ink-muted">{value}</span>
            <span>
              white: <Ratio fg={WHITE} bg={value} />
            </span>
            <span>
              ink: <Ratio fg={INK} bg={value} />
            </span>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** The text/background pairs the components use, with their ratio (AA needs 4.5:1 for body text). */
export function ContrastPairs({ pairs }: { pairs: ReadonlyArray<readonly [fg: string, bg: string, use: string]> }) {
  return (
    <table className="font-sans text-sm">
      <thead>
        <tr>
          <th>Sample</th>
          <th>Text</th>
          <th>Background</th>
          <th>Ratio</th>
          <th>Used for</th>
        </tr>
      </thead>
      <tbody>
        {pairs.map(([fg, bg, use]) => {
          const fgValue = tokens.get(`color-${fg}`) ?? fg;
          const bgValue = tokens.get(`color-${bg}`) ?? bg;
          return (
            <tr key={`${fg}-${bg}`}>
              <td>
                <span className="rounded-sm px-2 py-1" style={{ color: fgValue, background: bgValue }}>
                  هدية Hadiya ١٢٣
                </span>
              </td>
              <td>
                <code>{fg}</code>
              </td>
              <td>
                <code>{bg}</code>
              </td>
              <td>
                <Ratio fg={fgValue} bg={bgValue} />
              </td>
              <td>{use}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

// ---------------------------------------------------------------------------------------------
// Type

const arabicSample = 'هدايا من النباتات والورد، تصل إلى باب من تحب خلال يومين';
const latinSample = 'Plants and flowers as gifts, at the door of someone you love in two days';

/** Each text size token in Arabic and Latin, in each of the three weights the fonts ship. */
export function TypeSpecimens() {
  const sizes = tokensStartingWith('text-').filter(([name]) => !name.includes('--'));
  return (
    <div className="sb-unstyled grid gap-6 font-sans text-ink">
      {sizes.map(([name, size]) => {
        const lineHeight = tokens.get(`${name}--line-height`);
        return (
          <section key={name} className="grid gap-1 border-line border-b pb-4">
            <code className="text-xs text-ink-muted">
              {name} · {size} / {lineHeight}
            </code>
            {fontWeights.map((weight) => (
              <div
                key={weight}
                className="grid grid-cols-2 gap-6"
                style={{ fontSize: size, lineHeight, fontWeight: weight }}
              >
                <p lang="ar" dir="rtl" className="m-0">
                  {arabicSample} <span className="text-xs text-ink-muted">({weight})</span>
                </p>
                <p lang="en" dir="ltr" className="m-0">
                  {latinSample} <span className="text-xs text-ink-muted">({weight})</span>
                </p>
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Spacing, radii, elevation, motion

const spacingSteps = [1, 2, 3, 4, 6, 8, 12, 16] as const;

/** Tailwind's 0.25 rem spacing step, as the components use it (`p-4` = 1 rem = 16 px). */
export function SpacingScale() {
  return (
    <div className="sb-unstyled grid gap-2 font-sans text-sm">
      {spacingSteps.map((step) => (
        <div key={step} className="flex items-center gap-4">
          <code className="w-24">
            {step} · {step * 4}px
          </code>
          <div className="h-4 rounded-sm bg-leaf-500" style={{ inlineSize: `${step * 0.25}rem` }} />
        </div>
      ))}
    </div>
  );
}

export function RadiusScale() {
  return (
    <div className="sb-unstyled flex flex-wrap gap-4 font-sans text-sm">
      {tokensStartingWith('radius-').map(([name, value]) => (
        <figure key={name} className="m-0 grid justify-items-center gap-2">
          <div className="size-20 border-2 border-leaf-700 bg-leaf-50" style={{ borderRadius: value }} />
          <figcaption>
            <code>{name.replace('radius-', 'rounded-')}</code> · {value}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

export function ShadowScale() {
  return (
    <div className="sb-unstyled flex flex-wrap gap-8 bg-surface p-6 font-sans text-sm">
      {tokensStartingWith('shadow-').map(([name, value]) => (
        <figure key={name} className="m-0 grid gap-2">
          <div className="h-20 w-40 rounded-lg bg-surface-raised" style={{ boxShadow: value }} />
          <figcaption>
            <code>{name}</code>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

export function MotionTokens() {
  return (
    <ul className="font-sans text-sm">
      {tokensStartingWith('animate-').map(([name, value]) => (
        <li key={name}>
          <code>{name}</code>: <code>{value}</code>
        </li>
      ))}
    </ul>
  );
}

// ---------------------------------------------------------------------------------------------
// Icons

const icons: ReadonlyArray<{ Icon: LucideIcon; name: string; isMirrored: boolean; why: string }> = [
  { Icon: ChevronLeft, name: 'ChevronLeft', isMirrored: true, why: 'points along the line (pagination, back)' },
  { Icon: ChevronRight, name: 'ChevronRight', isMirrored: true, why: 'points along the line (next, menu rows)' },
  { Icon: ArrowLeft, name: 'ArrowLeft', isMirrored: true, why: 'back in the sign-in dialog' },
  { Icon: ArrowRight, name: 'ArrowRight', isMirrored: true, why: 'a button that moves forward' },
  { Icon: LogOut, name: 'LogOut', isMirrored: true, why: 'the door is left behind in reading direction' },
  { Icon: ShoppingBag, name: 'ShoppingBag', isMirrored: false, why: 'an object, not a direction' },
  { Icon: Check, name: 'Check', isMirrored: false, why: 'a check mark is the same in both scripts' },
  { Icon: CircleCheck, name: 'CircleCheck', isMirrored: false, why: 'status, not direction' },
  { Icon: Heart, name: 'Heart', isMirrored: false, why: 'an object' },
  { Icon: Search, name: 'Search', isMirrored: false, why: 'the magnifier stays as drawn' },
  { Icon: Trash2, name: 'Trash2', isMirrored: false, why: 'an object' },
  { Icon: Laugh, name: 'Laugh (rating faces)', isMirrored: false, why: 'faces are never flipped' },
];

/** Each icon drawn in an Arabic and an English row, mirrored with `rtl:-scale-x-100` only when it points along the line. */
export function IconMirroring() {
  return (
    <table className="font-sans text-sm">
      <thead>
        <tr>
          <th>Icon</th>
          <th>العربية</th>
          <th>English</th>
          <th>Mirrors?</th>
          <th>Why</th>
        </tr>
      </thead>
      <tbody>
        {icons.map(({ Icon, name, isMirrored, why }) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            {(['rtl', 'ltr'] as const).map((dir) => (
              <td key={dir} dir={dir}>
                <Icon aria-hidden className={isMirrored ? 'size-6 rtl:-scale-x-100' : 'size-6'} />
              </td>
            ))}
            <td>{isMirrored ? 'yes: rtl:-scale-x-100' : 'never'}</td>
            <td>{why}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// ---------------------------------------------------------------------------------------------
// Examples in both directions

/** One example in its own locale and direction, as a story root does (see `.storybook/preview.tsx`). */
export function InLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <LocaleProvider locale={locale} messages={uiMessages[locale]} isDocumentOwner={false}>
      <div
        lang={locale}
        dir={directionOf(locale)}
        className="rounded-md border border-line bg-surface p-4 font-sans text-ink"
      >
        {children}
      </div>
    </LocaleProvider>
  );
}

/** The same example in Arabic and English, side by side. */
export function BothDirections({ children }: { children: ReactNode }) {
  return (
    <div className="sb-unstyled grid grid-cols-2 items-start gap-4">
      <InLocale locale="ar">{children}</InLocale>
      <InLocale locale="en">{children}</InLocale>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Usage notes (per component, on its docs page: `parameters.docs.usage`, see .storybook/preview.tsx)

/** One piece of advice, with the example it is about rendered in Arabic and English. */
export interface UsageAdvice {
  text: string;
  example?: ReactNode;
}

export interface UsageNotesProps {
  /** When to reach for the component (and what to use instead when not). */
  when: readonly string[];
  dos: readonly UsageAdvice[];
  donts: readonly UsageAdvice[];
  /** `[key, what it does]`, as the component implements it. */
  keyboard: ReadonlyArray<readonly [key: string, effect: string]>;
  /** What a screen reader announces, and what the component does for it. */
  screenReader: readonly string[];
}

/** `code` spans in a line of advice, written with backticks as in Markdown. */
function WithCode({ text }: { text: string }) {
  return <>{text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}</>;
}

function Advice({ tone, advice }: { tone: 'do' | 'dont'; advice: UsageAdvice }) {
  return (
    <figure
      data-usage={tone}
      className={`sb-unstyled m-0 grid gap-3 rounded-md border-s-4 bg-surface-raised p-4 font-sans ${
        tone === 'do' ? 'border-leaf-700' : 'border-danger-700'
      }`}
    >
      {advice.example ? <BothDirections>{advice.example}</BothDirections> : null}
      <figcaption className="text-ink text-sm">
        <strong className={tone === 'do' ? 'text-leaf-800' : 'text-danger-700'}>
          {tone === 'do' ? 'Do: ' : 'Don’t: '}
        </strong>
        <WithCode text={advice.text} />
      </figcaption>
    </figure>
  );
}

/** A component's usage notes: when to use it, do and don't with examples, keyboard and screen reader. */
export function UsageNotes({ when, dos, donts, keyboard, screenReader }: UsageNotesProps) {
  return (
    <section data-usage-notes="">
      <h2 id="usage">Usage</h2>
      <ul>
        {when.map((line) => (
          <li key={line}>
            <WithCode text={line} />
          </li>
        ))}
      </ul>
      <h3 id="do-and-dont">Do and don’t</h3>
      <div className="sb-unstyled grid gap-4">
        {dos.map((advice) => (
          <Advice key={advice.text} tone="do" advice={advice} />
        ))}
        {donts.map((advice) => (
          <Advice key={advice.text} tone="dont" advice={advice} />
        ))}
      </div>
      <h3 id="keyboard">Keyboard</h3>
      <table>
        <thead>
          <tr>
            <th>Key</th>
            <th>What it does</th>
          </tr>
        </thead>
        <tbody>
          {keyboard.map(([key, effect]) => (
            <tr key={key}>
              <td>
                <kbd>{key}</kbd>
              </td>
              <td>
                <WithCode text={effect} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 id="screen-readers">Screen readers</h3>
      <ul>
        {screenReader.map((line) => (
          <li key={line}>
            <WithCode text={line} />
          </li>
        ))}
      </ul>
    </section>
  );
}
