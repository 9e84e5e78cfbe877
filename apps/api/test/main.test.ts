import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, startTestApp, type TestApp } from './helpers';

describe.runIf(dbKind === 'pglite')('main.ts', () => {
  it('listens on PORT, serves, and shuts down gracefully on SIGTERM', async () => {
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, DATA_DIR: 'memory', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: string[] = [];
    const port = await new Promise<number>((resolve, reject) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        lines.push(line);
        const entry = JSON.parse(line) as { msg?: string; port?: number };
        if (entry.msg === 'ready' && entry.port) resolve(entry.port);
      });
      child.on('exit', (code) => reject(new Error(`exited early with ${code}`)));
    });
    const response = await fetch(`http://127.0.0.1:${port}/api/common/countries`, { headers: { language: 'en' } });
    expect((await response.json()).success).toBe(true);
    const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(lines.some((l) => l.includes('shutting down'))).toBe(true);
  }, 60_000);
});

describe('STATIC_DIR', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hadiya-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>workbench</title>');
    t = await startTestApp({ staticDir: dir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the directory at / beside the API', async () => {
    const page = await t.http('GET', '/');
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('workbench');
    expect((await t.http('GET', '/api/common/countries')).status).toBe(200);
    expect((await t.http('GET', '/api/nope')).body.statusCode).toBe(404);
  });
});
