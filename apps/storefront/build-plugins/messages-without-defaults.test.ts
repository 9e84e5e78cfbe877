import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutDefaultMessages } from './messages-without-defaults';

const root = path.resolve(import.meta.dirname, '../../..');

/** Every file the catalogues gather, as the plugin's pattern names them. */
function cataloguedFiles(): string[] {
  const app = path.join(root, 'apps/storefront/app');
  const inApp = (readdirSync(app, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.messages.ts'))
    .map((name) => path.join(app, name));
  const components = path.join(root, 'packages/ui/src/components');
  const inUi = readdirSync(components)
    .map((name) => path.join(components, name, 'messages.ts'))
    .filter((file) => {
      try {
        readFileSync(file);
        return true;
      } catch {
        return false;
      }
    });
  return [...inApp, ...inUi];
}

describe('messages without their English defaults (browser build)', () => {
  it('drops defaultMessage from the messages export only, wherever it sits in a descriptor', () => {
    const source = `import { defineMessages } from 'react-intl';
export const messages = defineMessages({
  a: { id: 'x.a', defaultMessage: 'Hello, {name}' },
  b: { defaultMessage: \`Two
lines\`, id: 'x.b' },
  c: {
    id: 'x.c',
    defaultMessage: '{n, plural, one {# unit} other {# units}}',
    description: 'kept',
  },
});
export const arabic = { a: 'مرحبا' };
const local = { defaultMessage: 'not exported' };
`;
    const out = withoutDefaultMessages(source);
    expect(out).not.toContain('Hello');
    expect(out).not.toContain('Two');
    expect(out).not.toContain('# units');
    expect(out).toContain("id: 'x.b'");
    expect(out).toContain("description: 'kept'");
    expect(out).toContain("defaultMessage: 'not exported'");
    expect(out).toContain('مرحبا');
    // Still a module with the same descriptors: ids only.
    const ids = [...out.matchAll(/id: '([^']+)'/g)].map((match) => match[1]);
    expect(ids).toEqual(['x.a', 'x.b', 'x.c']);
  });

  it('leaves every catalogued file a valid module with all its ids (each text still reaches the page in its catalogue)', async () => {
    const ts = (await import('typescript')).default;
    const files = cataloguedFiles();
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const out = withoutDefaultMessages(source, file);
      const diagnostics = ts.transpileModule(out, { reportDiagnostics: true, fileName: file }).diagnostics ?? [];
      expect(diagnostics, file).toEqual([]);
      const idsOf = (text: string) => [...text.matchAll(/\bid: '([^']+)'/g)].map((match) => match[1]);
      expect(idsOf(out), file).toEqual(idsOf(source));
    }
  });
});
