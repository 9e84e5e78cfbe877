/**
 * The root loader's failure: the error page it leads to still knows the page's language and texts
 * (without them a server rendering showed English defaults on an Arabic, right-to-left page).
 */
import { describe, expect, it } from 'vitest';
import { loader } from './root';

function loaderArgs(url: string, headers: Record<string, string> = {}) {
  const context = {
    apiBaseUrl: 'http://127.0.0.1:1/api',
    config: {},
    nonce: 'n',
    session: {
      hasSession: false,
      isExpired: false,
      current: () => Promise.reject(new Error('the session store broke')),
    },
  };
  return {
    request: new Request(url, { headers }),
    context,
    params: {},
  } as unknown as Parameters<typeof loader>[0];
}

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (thrown) {
    return thrown;
  }
  throw new Error('the loader did not throw');
}

describe('root loader failure', () => {
  it.each([
    ['ar', 'http://store.test/', {}],
    ['en', 'http://store.test/?lang=en', {}],
    ['en', 'http://store.test/', { cookie: 'language=en' }],
  ] as const)('answers 500 with the page’s language (%s) and its texts', async (locale, url, headers) => {
    const originalError = console.error;
    console.error = () => undefined;
    try {
      const thrown = (await thrownBy(loader(loaderArgs(url, headers)))) as {
        type?: string;
        data: { locale: string; catalogueHref: string };
        init: { status: number };
      };
      expect(thrown.type).toBe('DataWithResponseInit');
      expect(thrown.init.status).toBe(500);
      expect(thrown.data.locale).toBe(locale);
      expect(thrown.data.catalogueHref).toMatch(new RegExp(`^/i18n/${locale}\\.[0-9a-f]{12}\\.js$`));
    } finally {
      console.error = originalError;
    }
  });
});
