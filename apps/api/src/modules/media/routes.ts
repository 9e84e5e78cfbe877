import { MEDIA_FULL_WIDTH, mediaWidthOf } from '@hadiya/contract/media';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';
import { Lru } from '../../lib/lru';
import { fieldError, refusalError } from '../../lib/validation';
import { drawArt } from './art';

/**
 * Full width of the raster copy: a product card at a phone's 3× pixel ratio, or the product page's
 * picture at 2×. Narrower copies (`?w=`, `MEDIA_WIDTHS`) serve thumbnails and grids.
 */
export const MEDIA_RASTER_WIDTH = MEDIA_FULL_WIDTH;
const CACHE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/**
 * GET /api/media/{art}/{variant}.webp (what the catalogue links to; `?w=` one of `MEDIA_WIDTHS`
 * for a narrower copy, which pages ask for through `srcset`) and `.svg` (the drawing it is made
 * from) — drawn product illustrations, cached for a year.
 *
 * Pages show the WebP: a browser builds a whole SVG document on the main thread for every `<img>`
 * of an SVG file (~20 ms each at a phone's CPU speed, ~35 on the home page), where a raster
 * picture is decoded off the main thread. The raster copy is made once per process and kept.
 */
export function mediaRoutes(app: FastifyInstance): void {
  const drawings = new Lru<string, string>(2_000);
  const rasters = new Lru<string, Promise<Buffer>>(2_000);
  const drawingOf = (art: string, variant: number): string | undefined => {
    const key = `${art}/${variant}`;
    let svg = drawings.get(key);
    if (!svg) {
      svg = drawArt(art, variant) ?? undefined;
      if (svg) drawings.set(key, svg);
    }
    return svg;
  };

  app.get<{ Params: { art: string; file: string }; Querystring: { w?: string } }>(
    '/api/media/:art/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { art, file } = request.params;
      const match = /^(\d{1,6})\.(svg|webp)$/.exec(file);
      const svg = match ? drawingOf(art, Number(match[1])) : undefined;
      if (!match || !svg) throw new AppError(404, 'no_data_found');
      const width = mediaWidthOf(request.query.w);
      if (!width) {
        throw refusalError(fieldError('w', 'unknown_option', undefined, request.lang), request.lang, 'querystring');
      }
      reply.headers(CACHE_HEADERS);
      if (match[2] === 'svg') return reply.type('image/svg+xml; charset=utf-8').send(svg);

      const key = `${art}/${match[1]}@${width}`;
      let raster = rasters.get(key);
      if (!raster) {
        raster = sharp(Buffer.from(svg), { density: (72 * width) / 400 })
          .resize(width)
          .webp({ quality: 82 })
          .toBuffer();
        // Concurrent first requests share one conversion; a failed one is not kept.
        rasters.set(key, raster);
        raster.catch(() => rasters.delete(key));
      }
      return reply.type('image/webp').send(await raster);
    },
  );
}
