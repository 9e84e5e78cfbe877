import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

// Emoji flags need a colour-emoji font that Linux and Windows often lack (they show letters or
// boxes), so the spec's countries are drawn here; others show their ISO code. Flags are
// pictures of a country: never mirrored.
const stripes = (colours: readonly string[]) =>
  colours.map((fill, index) => (
    <rect key={fill} y={(index * 20) / colours.length} width="30" height={20 / colours.length} fill={fill} />
  ));

/** A serrated edge at `x` with `teeth` points, as on the flags of Bahrain and Qatar. */
function serrated(x: number, depth: number, teeth: number): string {
  const step = 20 / teeth;
  const points = ['30,0', `${x},0`];
  for (let tooth = 0; tooth < teeth; tooth += 1) {
    points.push(`${x + depth},${tooth * step + step / 2}`, `${x},${(tooth + 1) * step}`);
  }
  points.push('30,20');
  return points.join(' ');
}

const flags: Record<string, ReactNode> = {
  SA: (
    <>
      <rect width="30" height="20" fill="#006c35" />
      <rect x="8" y="5.5" width="14" height="1.6" rx="0.8" fill="#fff" />
      <rect x="9.5" y="8.3" width="11" height="1.4" rx="0.7" fill="#fff" />
      <rect x="8" y="13" width="13" height="0.9" fill="#fff" />
      <rect x="19.6" y="12.1" width="0.9" height="2.7" fill="#fff" />
    </>
  ),
  BH: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <polygon points={serrated(9, 4, 5)} fill="#ce1126" />
    </>
  ),
  KW: (
    <>
      {stripes(['#007a3d', '#fff', '#ce1126'])}
      <polygon points="0,0 8,6.67 8,13.33 0,20" fill="#000" />
    </>
  ),
  QA: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <polygon points={serrated(8, 3, 9)} fill="#8d1b3d" />
    </>
  ),
  IN: (
    <>
      {stripes(['#f93', '#fff', '#138808'])}
      <circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" strokeWidth="0.6" />
      <circle cx="15" cy="10" r="0.6" fill="#000080" />
    </>
  ),
};

export interface CountryFlagProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** ISO 3166-1 alpha-2 code, e.g. `SA`. */
  countryCode: string;
}

/** A small flag (3:2) for the spec's countries, or the ISO code for any other. Decorative. */
export function CountryFlag({ countryCode, className, ...props }: CountryFlagProps) {
  const flag = flags[countryCode.toUpperCase()];
  return (
    <span
      data-slot="country-flag"
      data-country={countryCode}
      aria-hidden
      className={cn(
        'inline-flex h-4 w-6 shrink-0 items-center justify-center overflow-hidden rounded-xs ring-1 ring-sand-900/15',
        className,
      )}
      {...props}
    >
      {flag ? (
        <svg viewBox="0 0 30 20" className="size-full" aria-hidden focusable="false">
          {flag}
        </svg>
      ) : (
        <span className="font-semibold text-[0.625rem] text-ink leading-none">{countryCode.toUpperCase()}</span>
      )}
    </span>
  );
}
