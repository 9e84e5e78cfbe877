import { minifySync, type Plugin, parseAst } from 'vite';

/** The module whose `headScriptSource` every page's HTML carries inline. */
const MODULE = /[\\/]app[\\/]lib[\\/]deferred-hydration\.server\.ts$/;
const CONSTANT = 'headScriptSource';

type Statement = ReturnType<typeof parseAst>['body'][number];
type VariableDeclaration = Extract<Statement, { type: 'VariableDeclaration' }>;
type TemplateLiteral = Extract<
  NonNullable<VariableDeclaration['declarations'][number]['init']>,
  { type: 'TemplateLiteral' }
>;

/**
 * In `deferred-hydration.server.ts` (as JavaScript), replaces the initializer of
 * `headScriptSource` — a template of `fn.toString()` calls of functions declared in that module —
 * with the same script built and minified, as a string literal. Throws when the constant or one of
 * its functions is not where it expects, so a rename cannot ship the script unminified unnoticed.
 */
export function inlineMinifiedHeadScript(code: string): string {
  const program = parseAst(code);
  const functions = new Map<string, string>();
  let template: TemplateLiteral | undefined;
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type === 'FunctionDeclaration' && declaration.id) {
      functions.set(declaration.id.name, code.slice(declaration.start, declaration.end));
    }
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations) {
      if (declarator.id.type === 'Identifier' && declarator.id.name === CONSTANT && declarator.init) {
        if (declarator.init.type !== 'TemplateLiteral') throw new Error(`${CONSTANT} is not a template literal`);
        template = declarator.init;
      }
    }
  }
  if (!template) throw new Error(`${CONSTANT} not found in deferred-hydration.server.ts`);
  const script = template.quasis
    .map((quasi, index) => {
      const expression = template.expressions[index];
      if (!expression) return quasi.value.cooked;
      const callee = expression.type === 'CallExpression' ? expression.callee : null;
      const name =
        callee?.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.property.type === 'Identifier' &&
        callee.property.name === 'toString'
          ? callee.object.name
          : null;
      const source = name ? functions.get(name) : undefined;
      if (!source) throw new Error(`${CONSTANT}: expected \`fn.toString()\` of a function declared in the module`);
      return quasi.value.cooked + source;
    })
    .join('');
  const minified = minifySync('head-script.js', script);
  if (minified.errors.length > 0) throw new Error(`${CONSTANT}: ${minified.errors[0]?.message}`);
  return code.slice(0, template.start) + JSON.stringify(minified.code.trim()) + code.slice(template.end);
}

/**
 * The head's inline script rides in every page's HTML; written from the server's own functions
 * with `toString()`, it was their unminified source: ~5.0 KB, ~1.6 KB of home's ~13 KB of brotli.
 * Minified: ~3.0 KB, ~1.2 KB. The server build only: tests and `pnpm dev` run the readable source.
 */
export function minifiedHeadScript(): Plugin {
  return {
    name: 'hadiya:minified-head-script',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform: {
      order: 'post',
      filter: { id: MODULE },
      handler: (code) => ({ code: inlineMinifiedHeadScript(code), map: null }),
    },
  };
}
