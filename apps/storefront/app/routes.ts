import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('product/:slug', 'routes/product.tsx'),
  route('products', 'routes/products.tsx'),
  route('privacy-policy', 'routes/content-page.tsx', { id: 'privacy-policy' }),
  // The spec's about page: its path carries the product's name.
  route('about-hadiya', 'routes/content-page.tsx', { id: 'about' }),
  route('gifts-care', 'routes/content-page.tsx', { id: 'gifts-care' }),
  route('maintenance-mode', 'routes/maintenance.tsx'),
  route('my-account', 'routes/my-account.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('favourite', 'routes/favourite.tsx'),
  route('auth/callback', 'routes/auth-callback.ts'),
  route('dev/outbox', 'routes/dev-outbox.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('i18n/:file', 'routes/catalogue.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
