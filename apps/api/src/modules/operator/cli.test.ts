/**
 * The operator command line (`pnpm --filter @hadiya/api operator …`) calls the same operator API:
 * without a running server it builds the app in its own process (here on an in-memory database).
 * Run once (PGlite project only): it starts a whole server.
 */
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { dbKind } from '../../../test/helpers';

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const cli = (...args: string[]) =>
  run(join(root, 'node_modules/.bin/tsx'), ['src/cli/operator.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: 'memory', DATABASE_URL: '', OPERATOR_API_URL: '', PORT: '0' },
    timeout: 90_000,
  });

describe.skipIf(dbKind === 'postgres')('operator CLI', () => {
  it('prints its usage for an unknown command (exit 2)', async () => {
    const failed = await cli('fly-to-the-moon').catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 2 });
    expect((failed as { stderr: string }).stderr).toContain('grant-operator <email|phone>');
  });

  it('answers through the operator API in process, in the chosen language (exit 1 on a refusal)', async () => {
    const refused = await cli('grant-operator', 'nobody@example.com', '--lang', 'ar').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain('المستخدم غير موجود');
  }, 120_000);
});
