/**
 * Sample products for stories and tests: titles as the server would send them in each language,
 * prices in halalas, and pictures drawn as inline SVG data URLs (no network in stories).
 */

export type SampleText = { ar: string; en: string };

function svgUrl(body: string, background: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${background}"/>${body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function pottedPlant(leaf: string, pot: string, background: string): string {
  return svgUrl(
    `<path d="M200 250C150 200 110 150 130 90c40 30 70 80 70 160Z" fill="${leaf}"/>` +
      `<path d="M200 250c50-50 90-100 70-160-40 30-70 80-70 160Z" fill="${leaf}" opacity=".8"/>` +
      `<path d="M200 250c-20-60-70-90-120-80 20 50 70 80 120 80Z" fill="${leaf}" opacity=".9"/>` +
      `<path d="M200 250c20-60 70-90 120-80-20 50-70 80-120 80Z" fill="${leaf}" opacity=".7"/>` +
      `<path d="M135 250h130l-18 100h-94Z" fill="${pot}"/><rect x="125" y="240" width="150" height="22" rx="6" fill="${pot}"/>`,
    background,
  );
}

function bouquet(petal: string, background: string): string {
  const flower = (x: number, y: number, r: number) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${petal}"/><circle cx="${x}" cy="${y}" r="${r * 0.45}" fill="#fff" opacity=".35"/>`;
  return svgUrl(
    `<path d="M200 360 150 200M200 360l50-160M200 360V190" stroke="#2b7048" stroke-width="8"/>` +
      flower(150, 170, 42) +
      flower(250, 170, 42) +
      flower(200, 130, 46) +
      flower(200, 205, 38) +
      `<path d="M160 280h80l-20 60h-40Z" fill="#e8e1d6"/>`,
    background,
  );
}

function giftBox(box: string, ribbon: string, background: string): string {
  return svgUrl(
    `<rect x="90" y="170" width="220" height="170" rx="10" fill="${box}"/>` +
      `<rect x="78" y="140" width="244" height="50" rx="10" fill="${box}" opacity=".85"/>` +
      `<rect x="185" y="140" width="30" height="200" fill="${ribbon}"/>` +
      `<path d="M200 140c-30-60-90-50-70-10 10 15 45 12 70 10Zm0 0c30-60 90-50 70-10-10 15-45 12-70 10Z" fill="${ribbon}"/>`,
    background,
  );
}

function giftCard(card: string, background: string): string {
  return svgUrl(
    `<rect x="70" y="120" width="260" height="170" rx="18" fill="${card}"/>` +
      `<rect x="100" y="240" width="120" height="14" rx="7" fill="#fff" opacity=".6"/>` +
      `<circle cx="280" cy="160" r="18" fill="#fff" opacity=".5"/>`,
    background,
  );
}

export const sampleImages = {
  aloe: pottedPlant('#3b8a5a', '#bb4e28', '#f4f0ea'),
  monstera: pottedPlant('#225a3a', '#d5cab9', '#f1f8f3'),
  olive: pottedPlant('#8cc59f', '#9a3f20', '#fbf9f6'),
  zamia: pottedPlant('#2b7048', '#ffffff', '#e8e1d6'),
  roses: bouquet('#c22b2b', '#fdf3ef'),
  tulips: bouquet('#ef9f80', '#fbf9f6'),
  chocolates: giftBox('#4d4438', '#d9643b', '#f4f0ea'),
  perfume: giftBox('#1c4830', '#e8e1d6', '#fdf7e8'),
  giftCard: giftCard('#225a3a', '#f1f8f3'),
} as const;

export interface SampleProduct {
  id: number;
  slug: string;
  title: SampleText;
  imageUrl: string;
  imageAlt: SampleText;
  /** Halalas, VAT-inclusive. */
  price: number;
  compareAtPrice?: number;
  isSoldOut?: boolean;
  isAvailable?: boolean;
  availableQuantity: number;
}

export const sampleProducts: readonly SampleProduct[] = [
  {
    id: 1,
    slug: 'aloe-vera-clay-pot',
    title: { ar: 'نبتة الصبار في أصيص فخاري', en: 'Aloe vera in a clay pot' },
    imageUrl: sampleImages.aloe,
    imageAlt: { ar: 'نبتة صبار خضراء في أصيص فخاري', en: 'A green aloe vera in a terracotta pot' },
    price: 8_950,
    availableQuantity: 12,
  },
  {
    id: 2,
    slug: 'red-rose-bouquet',
    title: { ar: 'باقة ورد جوري أحمر', en: 'Red rose bouquet' },
    imageUrl: sampleImages.roses,
    imageAlt: { ar: 'باقة من الورود الحمراء', en: 'A bouquet of red roses' },
    price: 24_900,
    compareAtPrice: 29_900,
    availableQuantity: 5,
  },
  {
    id: 3,
    slug: 'large-monstera',
    title: { ar: 'نبتة المونستيرا الكبيرة', en: 'Large Monstera plant' },
    imageUrl: sampleImages.monstera,
    imageAlt: { ar: 'نبتة مونستيرا بأوراق كبيرة', en: 'A Monstera with large leaves' },
    price: 31_975,
    availableQuantity: 3,
  },
  {
    id: 4,
    slug: 'luxury-chocolate-box',
    title: { ar: 'صندوق هدايا الشوكولاتة الفاخرة', en: 'Luxury chocolate gift box' },
    imageUrl: sampleImages.chocolates,
    imageAlt: { ar: 'صندوق هدايا بني بشريطة برتقالية', en: 'A brown gift box with an orange ribbon' },
    price: 15_000,
    isSoldOut: true,
    availableQuantity: 0,
  },
  {
    id: 5,
    slug: 'office-zz-plant-engraved-card',
    title: {
      ar: 'نبتة زاميا المكتبية في أصيص سيراميك أبيض مع بطاقة إهداء منقوشة بالليزر باسم من تحب',
      en: 'Office ZZ plant in a white ceramic pot with a laser-engraved gift card bearing your loved one’s name',
    },
    imageUrl: sampleImages.zamia,
    imageAlt: { ar: 'نبتة زاميا في أصيص أبيض', en: 'A ZZ plant in a white pot' },
    price: 18_549,
    availableQuantity: 20,
  },
  {
    id: 6,
    slug: 'small-olive-tree',
    title: { ar: 'شجرة الزيتون الصغيرة', en: 'Small olive tree' },
    imageUrl: sampleImages.olive,
    imageAlt: { ar: 'شجرة زيتون صغيرة في أصيص', en: 'A small olive tree in a pot' },
    price: 42_000,
    isAvailable: false,
    availableQuantity: 4,
  },
  {
    id: 7,
    slug: 'royal-oud-perfume',
    title: { ar: 'عطر العود الملكي', en: 'Royal oud perfume' },
    imageUrl: sampleImages.perfume,
    imageAlt: { ar: 'علبة عطر خضراء', en: 'A green perfume box' },
    price: 55_000,
    compareAtPrice: 65_000,
    availableQuantity: 8,
  },
  {
    id: 8,
    slug: 'gift-card-200',
    title: { ar: 'بطاقة هدية بقيمة ٢٠٠ ريال', en: 'Gift card, 200 SAR' },
    imageUrl: sampleImages.giftCard,
    imageAlt: { ar: 'بطاقة هدية خضراء', en: 'A green gift card' },
    price: 20_000,
    availableQuantity: 99,
  },
];
