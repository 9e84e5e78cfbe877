import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { deferHydration } from './deferred-hydration.server';

const page = [
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/framework.js"/>',
  '</head><body><h1>نخلة الأريكا</h1>',
  '<script>window.__reactRouterContext = {"url":"/"};</script>',
  '<script type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>',
  '<script>window.__data = "stays as it is";</script><link rel="modulepreload" href="/late.js"/><p>هدية</p>',
  '<script>window.__reactRouterContext.streamController.enqueue("[{}]");</script>',
  '<script>window.__reactRouterContext.streamController.close();</script></body></html>',
].join('');

/** The page through the transform, cut into chunks of `size` bytes. */
async function throughTransform(html: string, size: number, nonce?: string, headScript?: string) {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(deferHydration(nonce, headScript)));
}

describe('deferHydration', () => {
  it('turns the preloads and the module script inert, and starts what restores them at the top of the head', async () => {
    const output = await throughTransform(page, page.length);
    const head = output.slice(0, output.indexOf('</head>'));
    expect(head).not.toContain('<link rel="modulepreload"');
    expect(output).toContain('<link data-deferred-rel="modulepreload" href="/assets/entry.client.js"/>');
    expect(output).toContain('<link data-deferred-rel="modulepreload" href="/assets/framework.js"/>');
    expect(output).not.toContain('<script type="module" async="">');
    expect(head).toMatch(
      /<script>\(function captureEarlyInput\(\) \{[\s\S]+\}\)\(\);\(function startHydrationAfterContent\(warmUpIntl\) \{[\s\S]+\}\)\(function buildIntlLocaleLists\(\) \{[\s\S]+\}\);<\/script>/,
    );
    expect(output).toContain(
      '<script type="text/plain" data-deferred-module="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>',
    );
  });

  it("keeps React Router's context and route data as text until hydration, which never stops the parser", async () => {
    for (const size of [page.length, 1, 2, 3, 5, 7, 11]) {
      const output = await throughTransform(page, size);
      const inert = '<script type="text/plain" data-deferred-context="">window.__reactRouterContext';
      expect(output).toContain(`${inert} = {"url":"/"};</script>`);
      expect(output).toContain(`${inert}.streamController.enqueue("[{}]");</script>`);
      expect(output).toContain(`${inert}.streamController.close();</script>`);
      expect(output).not.toContain('<script>window.__reactRouterContext');
      // Every other inline script keeps its kind: React's own, say, swap streamed content in.
      expect(output).toContain('<script>window.__data = "stays as it is";</script>');
    }
  });

  it('starts its script at the top of the head, before the stylesheet is waited for, with the Intl warm-up handed to the hydration starter', async () => {
    for (const size of [page.length, 3]) {
      const output = await throughTransform(page, size, 'bm9uY2U=');
      expect(output).toMatch(
        /^<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"\/><script nonce="bm9uY2U=">\(function captureEarlyInput\(\) \{/,
      );
      expect(output.match(/\(function buildIntlLocaleLists\(\) \{/g)).toHaveLength(1);
    }
  });

  it("adds the page's own head script to the same inline script, once", async () => {
    for (const size of [page.length, 3]) {
      const output = await throughTransform(page, size, undefined, 'landingView();');
      expect(output.slice(0, output.indexOf('</head>'))).toMatch(/\}\);landingView\(\);<\/script>/);
      expect(output.match(/landingView\(\)/g)).toHaveLength(1);
    }
  });

  it('leaves the preloads after the module script as they were', async () => {
    const output = await throughTransform(page, page.length);
    expect(output).toContain('<link rel="modulepreload" href="/late.js"/>');
  });

  it('gives the same page however the stream is cut, Arabic text included', async () => {
    const whole = await throughTransform(page, page.length);
    for (let size = 1; size <= 64; size++) {
      expect(await throughTransform(page, size)).toBe(whole);
    }
  });

  it('passes a page without scripts through unchanged', async () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>صيانة</p></body></html>';
    expect(await throughTransform(plain, 7)).toBe(plain);
  });

  it("carries the page's nonce to its own scripts and to the ones it rewrites", async () => {
    const nonce = 'bm9uY2Utb2YtdGhpcy1wYWdl';
    const withNonce = page.replaceAll('<script', `<script nonce="${nonce}"`);
    for (const size of [withNonce.length, 5]) {
      const output = await throughTransform(withNonce, size, nonce);
      expect(output).not.toContain('async=""');
      expect(output).toContain(`<meta charSet="utf-8"/><script nonce="${nonce}">(function captureEarlyInput()`);
      expect(output).toContain(`<script type="text/plain" data-deferred-module="" nonce="${nonce}">import * as route0`);
      const inert = `<script type="text/plain" data-deferred-context="" nonce="${nonce}">window.__reactRouterContext`;
      expect(output.split(inert)).toHaveLength(4);
    }
  });
});
