import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { Lru } from '../../lib/lru';
import { drawArt } from './art';

/** GET /api/media/{art}/{variant}.svg — drawn product illustrations, cached for a year. */
export function mediaRoutes(app: FastifyInstance): void {
  const cache = new Lru<string, string>(2_000);
  app.get<{ Params: { art: string; file: string } }>(
    '/api/media/:art/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { art, file } = request.params;
      const match = /^(\d{1,6})\.svg$/.exec(file);
      const key = `${art}/${file}`;
      let svg = cache.get(key);
      if (!svg && match) {
        svg = drawArt(art, Number(match[1])) ?? undefined;
        if (svg) cache.set(key, svg);
      }
      if (!svg) throw new AppError(404, 'no_data_found');
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
}
