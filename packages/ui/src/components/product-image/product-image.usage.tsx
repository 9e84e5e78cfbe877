import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { ProductImage } from './product-image';

/** A potted plant drawn inline, so the example needs no network. */
const plantSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<rect width="600" height="600" fill="#f4f0ea"/>
<path d="M300 330 C250 250 170 240 130 170 C220 170 290 230 300 330Z" fill="#3b8a5a"/>
<path d="M300 330 C350 250 430 240 470 170 C380 170 310 230 300 330Z" fill="#3b8a5a"/>
<path d="M300 330 C270 230 280 140 300 70 C320 140 330 230 300 330Z" fill="#2b7048"/>
<path d="M205 350 H395 L372 510 H228 Z" fill="#d9643b"/>
<rect x="190" y="320" width="220" height="44" rx="10" fill="#bb4e28"/>
</svg>`;
const plantImage = `data:image/svg+xml,${encodeURIComponent(plantSvg)}`;
/** Not a PNG: the browser cannot decode it, as with a missing file. */
const brokenImage = 'data:image/png;base64,AAAA';

function Plant({ src, ratio }: { src: string; ratio?: '1/1' | '4/3' | '3/4' }) {
  const sample = useSample();
  return (
    <div className="w-36">
      <ProductImage
        src={src}
        alt={sample({ ar: 'نبتة خضراء في أصيص فخاري', en: 'A green plant in a clay pot' })}
        width={600}
        height={600}
        ratio={ratio}
      />
    </div>
  );
}

/** Usage notes on ProductImage's docs page (`parameters.docs.usage`). */
export function ProductImageUsage() {
  return (
    <UsageNotes
      when={[
        'Any product picture: product cards, the product page, cart lines and order details. The box has a fixed shape (`1/1`, `4/3` or `3/4`) and a sand placeholder, so the page does not shift while the picture loads.',
        'Icons, payment marks and illustrations are not product pictures: use the icon set, `PaymentBrandMark`, or a plain `img`.',
      ]}
      dos={[
        {
          text: 'Pass the product’s `image_alt` as `alt` and the file’s `width`/`height`. Use `alt=""` only when the product’s name is right beside the picture, as in a cart line.',
          example: <Plant src={plantImage} />,
        },
        {
          text: 'Trust the fallback. If the file cannot load, an icon and “Image not available” take its place, still named after the product.',
          example: <Plant src={brokenImage} ratio="4/3" />,
        },
        {
          text: 'Give `priority` to the page’s largest picture only (it is loaded eagerly with `fetchPriority="high"` and decoded synchronously). The others load lazily.',
        },
      ]}
      donts={[
        { text: 'Start `alt` with “image of” or “picture of”. Describe the product: “A green plant in a clay pot”.' },
        { text: 'Set `priority` on several pictures. They would compete for the same bandwidth.' },
      ]}
      keyboard={[
        ['Tab', 'Nothing of its own: the picture takes no focus. Inside a product card, Tab reaches the card’s link.'],
      ]}
      screenReader={[
        'An `img` named by `alt`.',
        'When the file fails, the fallback is `role="img"` named “{alt}: image not available”. With `alt=""` the fallback is hidden as well.',
      ]}
    />
  );
}
