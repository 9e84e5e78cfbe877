import { describe, expect, it, vi } from 'vitest';
import { pageViewAfterHydration, type WindowWithLandingView } from './analytics';
import { landingViewScript } from './landing-view.server';

/** Runs the inline script as a browser would on `path`, and returns what it posted. */
function runInPage(script: string, path: string, referrer = '') {
  const send = vi.fn((_endpoint: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
  const page: WindowWithLandingView = {};
  const url = new URL(path, 'https://hadiya.example');
  new Function('fetch', 'window', 'location', 'document', script)(send, page, url, { referrer });
  return { send, page };
}

describe('landingViewScript', () => {
  it('adds nothing when no analytics endpoint is configured', () => {
    expect(landingViewScript(undefined, { locale: 'ar', cityId: 3 })).toBe('');
  });

  it("posts the landing page's view as the page loads and notes its path", () => {
    const script = landingViewScript('/collect', { locale: 'en', cityId: 3 });
    const { send, page } = runInPage(script, '/products?q=rose', 'https://search.example/');
    expect(send).toHaveBeenCalledTimes(1);
    const [endpoint, init] = send.mock.calls[0] ?? [];
    expect(endpoint).toBe('/collect');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(init?.body))).toMatchObject({
      path: '/products?q=rose',
      locale: 'en',
      cityId: 3,
      referrer: 'https://search.example/',
    });
    expect(page.__hadiyaLandingView).toBe('/products?q=rose');
  });

  it('cannot be ended early by what the configuration holds', () => {
    const script = landingViewScript('/collect?next=</script><script>alert(1)</script>', {
      locale: 'ar',
      cityId: null,
    });
    expect(script).not.toContain('</script>');
    const { send } = runInPage(script, '/');
    expect(send.mock.calls[0]?.[0]).toBe('/collect?next=</script><script>alert(1)</script>');
  });
});

describe('pageViewAfterHydration', () => {
  it("skips the landing page's view once, so a later visit to the same page counts", () => {
    const send = vi.fn((_endpoint: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', send);
    vi.stubGlobal('window', { __hadiyaLandingView: '/' } satisfies WindowWithLandingView);
    try {
      const view = (path: string) => ({ path, locale: 'ar', cityId: 3, referrer: '' });
      pageViewAfterHydration('/collect', view('/'));
      pageViewAfterHydration('/collect', view('/faq'));
      pageViewAfterHydration('/collect', view('/'));
      expect(send.mock.calls.map(([, init]) => JSON.parse(String(init.body)).path)).toEqual(['/faq', '/']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
