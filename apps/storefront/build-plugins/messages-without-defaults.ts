import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * The files whose `messages` export the catalogues gather (app/i18n.ts, the design system's
 * i18n/catalog.ts): every text in them reaches the browser in the page's catalogue.
 */
const CATALOGUED =
  /apps[\\/]storefront[\\/]app[\\/].+\.messages\.ts$|packages[\\/]ui[\\/]src[\\/]components[\\/][^\\/]+[\\/]messages\.ts$/;

/** Components that read their descriptors' English text at run time (the other language's name). */
const READS_DEFAULTS = /[\\/]components[\\/]language-toggle[\\/]/;

/**
 * The text ranges of the `defaultMessage` properties inside the file's exported `messages`, each
 * with the comma after it.
 */
export function defaultMessageRanges(source: string, fileName = 'messages.ts'): [number, number][] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const ranges: [number, number][] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText(file) === 'defaultMessage') {
      let end = node.getEnd();
      while (end < source.length && /\s/.test(source[end] as string)) end += 1;
      ranges.push([node.getStart(file), source[end] === ',' ? end + 1 : node.getEnd()]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.name.getText(file) === 'messages' && declaration.initializer) visit(declaration.initializer);
    }
  }
  return ranges;
}

/** The source without its catalogued English texts. */
export function withoutDefaultMessages(source: string, fileName?: string): string {
  let out = source;
  for (const [start, end] of defaultMessageRanges(source, fileName).reverse()) {
    out = out.slice(0, start) + out.slice(end);
  }
  return out;
}

/**
 * The browser formats every text from the page's catalogue (root loader), the English one too, so
 * the descriptors' English `defaultMessage` is dead weight in its bundle (react-intl's advice:
 * formatjs's `removeDefaultMessage`). The production browser build drops them from the catalogued
 * `messages` exports; the server, tests, the workbench and `pnpm dev` keep them.
 */
export function messagesWithoutDefaultsInBrowser(): Plugin {
  return {
    name: 'hadiya:messages-without-defaults-in-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client' && environment.config.isProduction,
    transform(code, id) {
      const file = id.split('?')[0] as string;
      if (!CATALOGUED.test(file) || READS_DEFAULTS.test(file)) return null;
      const out = withoutDefaultMessages(code, file);
      return out === code ? null : { code: out, map: null };
    },
  };
}
