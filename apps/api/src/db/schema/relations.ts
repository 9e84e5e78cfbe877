import { relations } from 'drizzle-orm';
import { categories, productAddons, productCities, productColors, productImages, products } from './catalog';
import { cities, regions } from './geo';

export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  images: many(productImages),
  colors: many(productColors),
  cities: many(productCities),
  addons: many(productAddons, { relationName: 'product_addons' }),
}));

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));

export const productColorsRelations = relations(productColors, ({ one }) => ({
  product: one(products, { fields: [productColors.productId], references: [products.id] }),
}));

export const productCitiesRelations = relations(productCities, ({ one }) => ({
  product: one(products, { fields: [productCities.productId], references: [products.id] }),
  city: one(cities, { fields: [productCities.cityId], references: [cities.id] }),
}));

export const productAddonsRelations = relations(productAddons, ({ one }) => ({
  product: one(products, {
    fields: [productAddons.productId],
    references: [products.id],
    relationName: 'product_addons',
  }),
  addon: one(products, { fields: [productAddons.addonProductId], references: [products.id] }),
}));

export const citiesRelations = relations(cities, ({ one }) => ({
  region: one(regions, { fields: [cities.regionId], references: [regions.id] }),
}));
