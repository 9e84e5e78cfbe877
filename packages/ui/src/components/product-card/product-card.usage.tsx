import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { ProductCard } from './product-card';
import { sampleProducts } from './product-card.fixtures';

const roses = sampleProducts[1]!;
const chocolates = sampleProducts[3]!;

function Card({ product, hasHeart }: { product: typeof roses; hasHeart?: boolean }) {
  const sample = useSample();
  return (
    <div className="w-44">
      <ProductCard
        slug={product.slug}
        title={sample(product.title)}
        imageUrl={product.imageUrl}
        imageAlt={sample(product.imageAlt)}
        price={product.price}
        compareAtPrice={product.compareAtPrice}
        isSoldOut={product.isSoldOut}
        onFavouriteToggle={hasHeart ? () => {} : undefined}
      />
    </div>
  );
}

/** Usage notes on ProductCard's docs page (`parameters.docs.usage`). */
export function ProductCardUsage() {
  return (
    <UsageNotes
      when={[
        'A product in a list: home, a category, search results, favourites, “you may also like”. Lay cards out in `ProductGrid` (two columns below 575 px, three from `sm`, four from `lg`).',
        'The product page itself and cart lines have their own layouts; don’t reuse the card there.',
      ]}
      dos={[
        {
          text: 'Pass the old price as `compareAtPrice` (struck through) and the favourite state with `onFavouriteToggle`: the heart sits over the picture, outside the link, in the top end corner.',
          example: <Card product={roses} hasHeart />,
        },
        {
          text: 'Keep sold-out products in the list with `isSoldOut`: the picture dims, a badge over it says so, and the link still opens the product page.',
          example: <Card product={chocolates} />,
        },
        {
          text: 'Give `priority` to the first card above the fold only (the page’s largest paint); the others load lazily.',
        },
      ]}
      donts={[
        {
          text: 'Put buttons inside the card’s link (add to cart, quantity): the picture and title are one link named by the title; only the heart sits outside it.',
        },
        {
          text: 'Shorten titles in the data: the card clamps them to two lines and the full title stays the link’s name.',
        },
      ]}
      keyboard={[
        ['Tab', 'Stops once on the card’s link, then on the heart when there is one.'],
        ['Enter', 'On the link opens `/product/{slug}`.'],
        ['Enter / Space', 'On the heart toggles the favourite.'],
      ]}
      screenReader={[
        'The link is named by the title and described by the price (and “Sold out” / “Not available” when dimmed), so a list of cards reads as a list of products with their prices.',
        'The heart is a toggle button (“Favourite: {product}”, `aria-pressed`); the picture’s `imageAlt` describes the product, not “image of”.',
      ]}
    />
  );
}
