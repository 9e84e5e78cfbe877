/**
 * The commands of this folder: asking for help succeeds, a usage error says what was wrong (exit
 * 2), and a running server is found through the `operator.json` inside its DATA_DIR, not beside
 * it. Run once (PGlite project only): they start processes, one of them a whole server.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { dbKind } from '../../test/helpers';
import { operatorFilePath } from './operator-file';

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = join(root, 'node_modules/.bin/tsx');
/** No server is running for these: the data directory is in memory and no remote API is set. */
const quiet = { ...process.env, DATA_DIR: 'memory', DATABASE_URL: '', OPERATOR_API_URL: '', PORT: '0' };
type Outcome = { code: number; stdout: string; stderr: string };

async function command(script: string, args: string[], env: NodeJS.ProcessEnv = quiet): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(tsx, [`src/cli/${script}.ts`, ...args], { cwd: root, env, timeout: 90_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe.runIf(dbKind === 'pglite')('operator --help and usage errors', () => {
  it.each([['--help'], ['-h'], ['help']])('operator %s prints the usage on stdout and exits 0', async (flag) => {
    const answer = await command('operator', [flag]);
    expect(answer.code).toBe(0);
    expect(answer.stdout).toContain('usage: operator <command>');
    expect(answer.stdout).toContain('grant-operator <email|phone>');
    expect(answer.stdout).toContain('operator.json');
  });

  it('help wins over the rest of the line', async () => {
    const answer = await command('operator', ['orders', 'list', '--help']);
    expect(answer.code).toBe(0);
    expect(answer.stdout).toContain('usage: operator <command>');
  });

  it.each([
    [['fly-to-the-moon'], 'unknown command: fly-to-the-moon'],
    [['orders', 'shred'], 'unknown command: orders shred'],
    [['me', '--bogus'], "Unknown option '--bogus'"],
    [['orders', 'list', '--status'], "Option '--status <value>' argument missing"],
    [['me', '--lang', 'fr'], '--lang must be ar or en (was fr)'],
    [['orders', 'move', 'HD-100001', 'wrap_gift'], 'missing --reason'],
    [[], 'usage: operator <command>'],
  ])('operator %j is a usage error: exit 2, says why, prints the usage', async (args, why) => {
    const answer = await command('operator', args);
    expect(answer.code).toBe(2);
    expect(answer.stderr).toContain(why);
    expect(answer.stderr).toContain('usage: operator <command>');
    expect(answer.stdout).toBe('');
  });

  it('maintenance and restock: help exits 0, bad arguments exit 2 with the usage', async () => {
    expect(await command('maintenance', ['--help'])).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('usage'),
    });
    expect(await command('restock', ['--help'])).toMatchObject({ code: 0, stdout: expect.stringContaining('usage') });
    const maintenance = await command('maintenance', ['sideways']);
    expect(maintenance.code).toBe(2);
    expect(maintenance.stderr).toContain('unknown arguments: sideways');
    const restock = await command('restock', ['snake-plant', 'many']);
    expect(restock.code).toBe(2);
    expect(restock.stderr).toContain('bad arguments: snake-plant many');
    expect(restock.stderr).toContain('usage: restock');
  });
});

describe('operatorFilePath', () => {
  it('is inside DATA_DIR, and none for an in-memory database', () => {
    expect(operatorFilePath({ dataDir: '/srv/store-a/data' })).toBe('/srv/store-a/data/operator.json');
    expect(operatorFilePath({ dataDir: '/srv/store-b/data' })).toBe('/srv/store-b/data/operator.json');
    expect(operatorFilePath({ dataDir: 'memory' })).toBeNull();
    expect(operatorFilePath({ dataDir: 'memory://test' })).toBeNull();
  });
});

describe.runIf(dbKind === 'pglite')('a running server and the commands', () => {
  // Made in the test: a skipped suite's body still runs (the PostgreSQL project), its hooks do not.
  let parent: string | undefined;
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill('SIGKILL');
    if (parent) rmSync(parent, { recursive: true, force: true });
  });

  it('writes operator.json inside DATA_DIR; the CLI finds the server there, a sibling store does not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hadiya-operator-file-'));
    parent = dir;
    const dataDir = join(dir, 'qa-data');
    server = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        PRELOAD_CATALOG: '0',
        MAINTENANCE_MODE: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const child = server;
    const port = await new Promise<number>((resolve, reject) => {
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
        try {
          const entry = JSON.parse(line) as { msg?: string; port?: number };
          if (entry.msg === 'ready' && entry.port) resolve(entry.port);
        } catch {
          // not a log line
        }
      });
      child.on('exit', (code) => reject(new Error(`the server exited early with ${code}`)));
    });

    const inside = join(dataDir, 'operator.json');
    expect(JSON.parse(readFileSync(inside, 'utf8'))).toMatchObject({ port, pid: child.pid });
    expect(existsSync(join(dir, 'operator.json'))).toBe(false);

    // A database nobody can open: the command can only answer through the running server.
    const unreachable = 'postgres://nobody@127.0.0.1:1/none';
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: unreachable, OPERATOR_API_URL: '' };
    const status = await command('operator', ['maintenance', 'status', '--json'], env);
    expect(status.code, status.stderr).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({ is_web_app_maintenance: false });
    // A sibling store's data directory has no server: no answer from this one.
    const sibling = await command('operator', ['maintenance', 'status', '--json'], {
      ...env,
      DATA_DIR: join(dir, 'other-store'),
    });
    expect(sibling.code).not.toBe(0);

    const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    server = undefined;
    expect(existsSync(inside)).toBe(false);
  }, 180_000);
});
