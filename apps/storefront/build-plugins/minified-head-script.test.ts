import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineMinifiedHeadScript } from './minified-head-script';

const modulePath = path.resolve(import.meta.dirname, '../app/lib/deferred-hydration.server.ts');

/** The module as the server build's `post` transforms see it: JavaScript. */
async function moduleAsJavaScript(): Promise<string> {
  return (await transformWithOxc(readFileSync(modulePath, 'utf8'), modulePath)).code;
}

/** The string literal the plugin put in `headScriptSource`'s place. */
function headScriptOf(code: string): string {
  const literal = /const headScriptSource = ("(?:[^"\\]|\\.)*");/.exec(code)?.[1];
  if (!literal) throw new Error('headScriptSource is not a string literal');
  return JSON.parse(literal) as string;
}

describe('the head script, minified in the server build', () => {
  it('replaces the template with one string holding all three functions, under two thirds of their source', async () => {
    const code = await moduleAsJavaScript();
    const readable = readableHeadScript(code);
    expect(readable).toContain('function captureEarlyInput(');
    expect(readable).toContain('function buildIntlLocaleLists(');

    const script = headScriptOf(inlineMinifiedHeadScript(code));
    expect(script).not.toMatch(/\n|\/\*|\/\//);
    // The early-input global and the hydration starter's hooks survive minification.
    expect(script).toContain('__hadiyaEarlyInput');
    expect(script).toContain('data-hydrate-on');
    expect(script).toContain('DOMContentLoaded');
    expect(() => new Function(script)).not.toThrow();
    expect(script.length).toBeLessThan((readable.length * 2) / 3);
  });

  it('refuses a module where the constant or its functions moved, rather than ship it unminified', async () => {
    const code = await moduleAsJavaScript();
    expect(() => inlineMinifiedHeadScript(code.replace('const headScriptSource', 'const headScriptText'))).toThrow(
      /headScriptSource not found/,
    );
    expect(() =>
      inlineMinifiedHeadScript(code.replaceAll('captureEarlyInput.toString()', 'somethingElse.toString()')),
    ).toThrow(/fn.toString\(\)/);
  });
});

/** The head script as the unminified server wrote it: the functions' source in the template's place. */
function readableHeadScript(code: string): string {
  const template = /const headScriptSource = `([^`]+)`;/.exec(code)?.[1] ?? '';
  return template.replace(/\$\{(\w+)\.toString\(\)\}/g, (_, name: string) => {
    const start = code.indexOf(`function ${name}(`);
    const declaration = code.slice(start);
    // The declaration ends at the first closing brace at column 0.
    return declaration.slice(0, declaration.indexOf('\n}') + 2);
  });
}
