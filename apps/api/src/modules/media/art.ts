/**
 * Product illustrations drawn as SVG from a kind and a variant number, so the catalogue ships
 * images without binary files or external URLs. Deterministic: the same path is the same image.
 */

const POTS = ['#F4F1EA', '#2B2B2B', '#C2643C', '#8A9A9B', '#E8D5B7', '#3F6E5A'];
const LEAVES = ['#2F7D4F', '#3E8E41', '#4F7942', '#228B22', '#5B8C51', '#2E6B3F'];
const BLOOMS = ['#FFFFFF', '#F4A7B9', '#D7263D', '#F6C945', '#9B5DE5', '#FF8C42'];
const BACKS = ['#F6F1E7', '#EEF4EC', '#F3EEF6', '#FDF3E7', '#EAF2F5', '#F7ECEC'];
const WOODS = ['#5C4033', '#C8A165', '#8B5A2B', '#A0522D'];

const pick = <T>(list: readonly T[], n: number): T => list[Math.abs(n) % list.length] as T;

function frame(variant: number, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${label}"><rect width="400" height="400" fill="${pick(BACKS, variant)}"/><ellipse cx="200" cy="352" rx="120" ry="14" fill="#000" opacity="0.08"/>${body}</svg>`;
}

function pot(variant: number, width = 120, top = 260): string {
  const color = pick(POTS, variant);
  const half = width / 2;
  return `<path d="M${200 - half} ${top} h${width} l-14 ${350 - top} h-${width - 28} z" fill="${color}" stroke="#00000022" stroke-width="2"/><rect x="${200 - half - 8}" y="${top - 12}" width="${width + 16}" height="18" rx="4" fill="${color}" stroke="#00000022" stroke-width="2"/>`;
}

function leaf(x: number, y: number, angle: number, length: number, color: string): string {
  return `<path transform="translate(${x} ${y}) rotate(${angle})" d="M0 0 C ${length * 0.35} -${length * 0.3}, ${length * 0.75} -${length * 0.25}, ${length} 0 C ${length * 0.75} ${length * 0.25}, ${length * 0.35} ${length * 0.3}, 0 0 z" fill="${color}"/>`;
}

function foliage(kind: string, variant: number): string {
  const green = pick(LEAVES, variant);
  const bloom = pick(BLOOMS, variant + 1);
  switch (kind) {
    case 'snake':
      return [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<path d="M${150 + i * 25} 250 q ${i % 2 ? 10 : -10} -${90 + (i % 3) * 30} 0 -${130 + (i % 3) * 30} q ${i % 2 ? -14 : 14} ${80} 12 ${130 + (i % 3) * 30} z" fill="${green}" stroke="#C9D96B" stroke-width="3"/>`,
        )
        .join('');
    case 'cactus':
      return `<rect x="170" y="120" width="60" height="140" rx="30" fill="${green}"/><rect x="120" y="160" width="36" height="70" rx="18" fill="${green}"/><rect x="244" y="140" width="36" height="80" rx="18" fill="${green}"/><circle cx="200" cy="118" r="10" fill="${bloom}"/>`;
    case 'succulent':
      return (
        [0, 40, 80, 120, 160, 200, 240, 280, 320].map((a) => leaf(200, 230, a, 70, green)).join('') +
        `<circle cx="200" cy="230" r="14" fill="#A8D5A2"/>`
      );
    case 'palm':
    case 'bamboo':
    case 'tree':
    case 'bonsai': {
      const trunk = kind === 'bamboo' ? '#9ACD32' : '#6B4226';
      const height = kind === 'bonsai' ? 90 : 150;
      const crown =
        kind === 'palm'
          ? [-60, -30, 0, 30, 60, 200, 230, 260, 290].map((a) => leaf(200, 260 - height, a - 90, 110, green)).join('')
          : `<circle cx="200" cy="${250 - height}" r="${kind === 'bonsai' ? 60 : 75}" fill="${green}"/><circle cx="150" cy="${270 - height}" r="40" fill="${green}" opacity="0.85"/><circle cx="250" cy="${270 - height}" r="42" fill="${green}" opacity="0.85"/>`;
      return `<rect x="192" y="${255 - height}" width="16" height="${height}" fill="${trunk}"/>${crown}`;
    }
    case 'orchid':
    case 'flower': {
      const stems = kind === 'orchid' ? 2 : 5;
      let out = leaf(200, 250, -160, 90, green) + leaf(200, 250, -20, 90, green);
      for (let i = 0; i < stems; i++) {
        const x = 200 + (i - (stems - 1) / 2) * 34;
        const y = kind === 'orchid' ? 110 + i * 20 : 150 + (i % 2) * 25;
        out += `<path d="M200 250 Q ${x} ${y + 60} ${x} ${y}" stroke="#3E6B3A" stroke-width="4" fill="none"/>`;
        out += [0, 72, 144, 216, 288].map((a) => leaf(x, y, a, 22, bloom)).join('');
        out += `<circle cx="${x}" cy="${y}" r="6" fill="#F6C945"/>`;
      }
      return out;
    }
    case 'trailing':
      return (
        [0, 1, 2, 3, 4, 5, 6].map((i) => leaf(140 + i * 20, 245 + (i % 2) * 20, 40 + i * 15, 60, green)).join('') +
        `<path d="M140 250 q -20 60 -10 100" stroke="${green}" stroke-width="5" fill="none"/>`
      );
    default:
      return [-150, -120, -90, -60, -30, -110, -70]
        .map((a, i) => leaf(200, 250, a, 100 + (i % 3) * 20, green))
        .join('');
  }
}

function engraved(kind: string, variant: number): string {
  const wood = pick(WOODS, variant);
  const mark = `<text x="200" y="215" text-anchor="middle" font-family="serif" font-size="28" fill="#00000066">هدية</text>`;
  switch (kind) {
    case 'pen':
      return `<rect x="90" y="190" width="220" height="24" rx="12" fill="${wood}" transform="rotate(-20 200 200)"/><polygon points="300,160 330,150 312,176" fill="#C0C0C0"/>`;
    case 'wallet':
    case 'notebook':
      return `<rect x="110" y="120" width="180" height="${kind === 'wallet' ? 140 : 200}" rx="12" fill="${pick(['#7B4A2D', '#1F1F1F', '#C19A6B'], variant)}"/><rect x="120" y="130" width="160" height="${kind === 'wallet' ? 120 : 180}" rx="8" fill="none" stroke="#FFFFFF55" stroke-dasharray="6 4"/>${mark}`;
    case 'plaque':
      return `<path d="M140 90 h120 l20 200 h-160 z" fill="#DDEFF5" stroke="#9CC3D5" stroke-width="3"/><rect x="120" y="290" width="160" height="30" fill="#2B2B2B"/>${mark}`;
    case 'frame':
      return `<rect x="100" y="90" width="200" height="240" fill="${wood}"/><rect x="125" y="115" width="150" height="150" fill="#EAF2F5"/><circle cx="200" cy="170" r="30" fill="#F6C945"/><text x="200" y="305" text-anchor="middle" font-family="serif" font-size="22" fill="#FFFFFFAA">هدية</text>`;
    case 'keychain':
    case 'necklace':
      return `<circle cx="200" cy="130" r="30" fill="none" stroke="#A0A0A0" stroke-width="6"/><rect x="150" y="160" width="100" height="130" rx="20" fill="${pick(['#C0C0C0', '#D4AF37'], variant)}"/>${mark}`;
    case 'mug':
      return `<rect x="130" y="140" width="130" height="180" rx="16" fill="${pick(['#222222', '#D8C3A5', '#F8F8F2', '#1F2A44'], variant)}"/><path d="M260 180 q 50 0 50 50 q 0 50 -50 50" stroke="#777" stroke-width="12" fill="none"/><text x="195" y="240" text-anchor="middle" font-family="serif" font-size="26" fill="#FFFFFF88">هدية</text>`;
    case 'board':
      return `<rect x="90" y="130" width="220" height="170" rx="24" fill="${wood}"/><circle cx="280" cy="160" r="10" fill="${pick(BACKS, variant)}"/>${mark}`;
    case 'stand':
      return `<path d="M110 300 L200 150 L290 300 z" fill="${wood}"/><path d="M130 200 h140 l-20 60 h-100 z" fill="#00000022"/>`;
    default:
      return `<rect x="110" y="150" width="180" height="150" rx="10" fill="${wood}"/><rect x="100" y="130" width="200" height="30" rx="6" fill="${wood}" stroke="#00000033"/>${mark}`;
  }
}

function addon(kind: string, variant: number): string {
  const accent = pick(BLOOMS.slice(1), variant);
  switch (kind) {
    case 'chocolate':
      return `<rect x="90" y="150" width="220" height="150" rx="12" fill="#5A3825"/>${[0, 1, 2, 3, 4, 5, 6, 7]
        .map(
          (i) =>
            `<circle cx="${125 + (i % 4) * 50}" cy="${190 + Math.floor(i / 4) * 60}" r="18" fill="#3B2416" stroke="#C69C6D" stroke-width="3"/>`,
        )
        .join('')}<path d="M200 150 v150 M90 225 h220" stroke="${accent}" stroke-width="8"/>`;
    case 'balloon':
      return `<path d="M200 300 q -10 30 0 50" stroke="#777" stroke-width="2" fill="none"/><ellipse cx="200" cy="170" rx="85" ry="105" fill="${pick(['#D4AF37', '#C0C0C0', '#F4A7B9', '#D7263D'], variant)}"/><ellipse cx="170" cy="130" rx="18" ry="30" fill="#FFFFFF55"/><polygon points="192,274 208,274 200,290" fill="#777"/>`;
    case 'card':
      return `<rect x="110" y="100" width="180" height="240" rx="8" fill="#FFFFFF" stroke="#DDD" stroke-width="2"/>${[0, 72, 144, 216, 288].map((a) => leaf(200, 190, a, 40, accent)).join('')}<text x="200" y="300" text-anchor="middle" font-family="serif" font-size="26" fill="#555">شكرا</text>`;
    case 'vase':
      return `<path d="M170 120 h60 q 0 40 30 90 q 30 60 -10 130 h-100 q -40 -70 -10 -130 q 30 -50 30 -90 z" fill="${pick(['#DDEFF5', '#FFFFF0', '#9CAF88', '#B8A1C9'], variant)}" stroke="#00000022" stroke-width="3"/>`;
    default:
      return '';
  }
}

function giftCard(variant: number): string {
  const color = pick(['#2F7D4F', '#1F2A44', '#C2643C', '#9B5DE5'], variant);
  return `<rect x="60" y="110" width="280" height="180" rx="18" fill="${color}"/><rect x="60" y="170" width="280" height="22" fill="#F6C945"/><rect x="150" y="110" width="22" height="180" fill="#F6C945"/><text x="250" y="260" text-anchor="middle" font-family="sans-serif" font-size="30" font-weight="700" fill="#FFFFFF">هدية</text>`;
}

export const ART_KINDS = new Set([
  'plant-leafy',
  'plant-snake',
  'plant-trailing',
  'plant-tree',
  'plant-palm',
  'plant-bonsai',
  'plant-bamboo',
  'plant-orchid',
  'plant-flower',
  'plant-cactus',
  'plant-succulent',
  'engrave-pen',
  'engrave-wallet',
  'engrave-plaque',
  'engrave-frame',
  'engrave-keychain',
  'engrave-mug',
  'engrave-box',
  'engrave-notebook',
  'engrave-board',
  'engrave-stand',
  'engrave-necklace',
  'gift-card',
  'addon-chocolate',
  'addon-balloon',
  'addon-card',
  'addon-vase',
]);

/** Draws `art` (e.g. `plant-orchid`) in colour variant `variant`; null for an unknown kind. */
export function drawArt(art: string, variant: number): string | null {
  if (!ART_KINDS.has(art)) return null;
  const [group = '', kind = ''] = art.split('-', 2) as [string, string];
  let body: string;
  if (group === 'plant') body = foliage(kind, variant) + pot(variant);
  else if (group === 'engrave') body = engraved(kind, variant);
  else if (group === 'gift') body = giftCard(variant);
  else body = addon(kind, variant);
  return frame(variant, body, art);
}
