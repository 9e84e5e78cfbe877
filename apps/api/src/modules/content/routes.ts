import type { Language, PageContent } from '@hadiya/contract';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { registerCall } from '../../lib/route';

type PageRow = typeof pages.$inferSelect;

/** Content pages: privacy policy, about, gift care, FAQ. Read once, kept in memory. */
export function contentRoutes(app: FastifyInstance): void {
  let cache: PageRow[] | null = null;
  const all = async () => {
    cache ??= await app.db.select().from(pages).orderBy(asc(pages.sortOrder), asc(pages.id));
    return cache;
  };
  app.addHook('onClose', async () => {
    cache = null;
  });

  const find = async (ref: string, lang: Language): Promise<PageContent> => {
    const rows = await all();
    const row = /^\d+$/.test(ref) ? rows.find((p) => p.id === Number(ref)) : rows.find((p) => p.slug === ref);
    if (!row) throw new AppError(404, 'page_not_found');
    return {
      id: row.id,
      slug: row.slug,
      title: lang === 'ar' ? row.titleAr : row.titleEn,
      blocks: lang === 'ar' ? row.blocksAr : row.blocksEn,
      updated_at: row.updatedAt.toISOString(),
    };
  };

  registerCall(app, 'privacyPolicy', ({ lang }) => find('privacy-policy', lang));
  registerCall(app, 'pageContent', ({ params, lang }) => find(params.id, lang));
}
