import { pageContentSchema } from '@hadiya/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, startTestApp, type TestApp } from '../../../test/helpers';
import { pages } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /page-contents/privacy-policy', () => {
  it('returns the policy in both languages', async () => {
    const en = await t.client({ language: 'en' }).request('privacyPolicy', {});
    const ar = await t.client({ language: 'ar' }).request('privacyPolicy', {});
    pageContentSchema.parse(en);
    expect(en.title).toBe('Privacy Policy');
    expect(ar.title).toBe('سياسة الخصوصية');
    expect(en.blocks.length).toBeGreaterThan(2);
  });
});

describe('GET /page-contents/all/{id}', () => {
  it.each(['about', 'gifts-care', 'faq', 'privacy-policy', 'terms'])('serves %s by slug and by id', async (slug) => {
    const api = t.client({ language: 'ar' });
    const page = await api.request('pageContent', { params: { id: slug } });
    expect(page.slug).toBe(slug);
    const byId = await api.request('pageContent', { params: { id: String(page.id) } });
    expect(byId).toEqual(page);
  });

  it('FAQ carries the facts of spec §9', async () => {
    const faq = await t.client({ language: 'en' }).request('pageContent', { params: { id: 'faq' } });
    const text = faq.blocks.map((b) => `${b.heading} ${b.text}`).join(' ');
    expect(text).toContain('same day');
    expect(text).toContain('2-6 working days, excluding Friday and Saturday');
    expect(text).toContain('within 3 days');
    const ar = await t.client({ language: 'ar' }).request('pageContent', { params: { id: 'faq' } });
    expect(ar.blocks.map((b) => b.text).join(' ')).toContain('نفس اليوم');
  });

  it('404s unknown pages and rejects malformed ids, changing nothing', async () => {
    const before = await t.fingerprint();
    const missing = await t.http('GET', '/api/page-contents/all/shipping-policy', { headers: { language: 'en' } });
    expect(expectErrorEnvelope(missing, 404).message).toBe('Page not found');
    for (const bad of ['-1', '%3Cscript%3E', "a'--", 'ABOUT', 'x'.repeat(100)]) {
      const res = await t.http('GET', `/api/page-contents/all/${bad}`);
      expect(res.status, bad).toBeGreaterThanOrEqual(400);
      expect(res.status, bad).toBeLessThan(500);
      expectErrorEnvelope(res, res.status);
    }
    expect(await t.fingerprint()).toBe(before);
  });
});

describe('a database seeded before a content page existed', () => {
  it('gets the missing page on the next start, and keeps the pages it has as they are', async () => {
    await t.app.db.delete(pages).where(eq(pages.slug, 'terms'));
    await t.app.db.update(pages).set({ titleEn: 'Questions we hear' }).where(eq(pages.slug, 'faq'));
    const next = await startTestApp({}, { database: t.database });
    try {
      const terms = await next.client({ language: 'ar' }).request('pageContent', { params: { id: 'terms' } });
      expect(terms.title).toMatch(/[\u0600-\u06FF]/);
      expect(terms.blocks.length).toBeGreaterThan(2);
      const faq = await next.client({ language: 'en' }).request('pageContent', { params: { id: 'faq' } });
      expect(faq.title).toBe('Questions we hear');
      const slugs = await next.app.db.select({ slug: pages.slug }).from(pages);
      expect(slugs.filter((row) => row.slug === 'terms')).toHaveLength(1);
    } finally {
      await next.close();
    }
  });
});
