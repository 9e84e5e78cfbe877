-- The drawn catalogue pictures are linked as WebP: an SVG <img> costs the browser's main thread a
-- whole document each (see modules/media/routes.ts). Databases seeded before keep working through
-- the .svg route; this moves them to the raster copies too.
UPDATE "product_images" SET "url" = regexp_replace("url", '\.svg$', '.webp') WHERE "url" ~ '^/api/media/[a-z-]+/[0-9]+\.svg$';--> statement-breakpoint
UPDATE "categories" SET "image" = regexp_replace("image", '\.svg$', '.webp') WHERE "image" ~ '^/api/media/[a-z-]+/[0-9]+\.svg$';
