#!/usr/bin/env node
/**
 * Cold start on an empty embedded database: spawns the API with a fresh DATA_DIR and prints
 * the time until the port accepts connections and until the first answer.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = mkdtempSync(join(tmpdir(), 'hadiya-cold-'));
const port = 3400 + Math.floor(Math.random() * 500);
const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const started = performance.now();
const child = spawn(process.execPath, ['--import', 'tsx', main], {
  // tsx resolves from the API package, wherever this script is started from.
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  env: { ...process.env, DATA_DIR: join(dir, 'pglite'), PORT: String(port), LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
const canConnect = () =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
while (!(await canConnect())) await new Promise((r) => setTimeout(r, 10));
const listening = performance.now() - started;
const response = await fetch(`http://127.0.0.1:${port}/api/common/check-maintenance-mode`);
await response.json();
const answered = performance.now() - started;
console.log(
  `listening after ${Math.round(listening)} ms; first answer (${response.status}) after ${Math.round(answered)} ms`,
);
child.kill('SIGTERM');
await new Promise((r) => child.on('exit', r));
rmSync(dir, { recursive: true, force: true });
