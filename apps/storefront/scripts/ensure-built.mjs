#!/usr/bin/env node
// `pnpm start` and the end-to-end tests serve the production build; build it when it is missing
// or older than the storefront's, the design system's or the contract's sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  'app',
  'public',
  'vite.config.ts',
  'react-router.config.ts',
  'build-plugins',
  '../../packages/ui/src',
  '../../packages/contract/src',
];

function newest(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(entry)) latest = Math.max(latest, newest(path.join(entry, name)));
  return latest;
}

const marker = path.join(root, 'build/server/index.js');
const sourceTime = Math.max(...sources.map((source) => newest(path.join(root, source))));
if (!existsSync(marker) || statSync(marker).mtimeMs < sourceTime) {
  execSync('pnpm exec react-router build', { cwd: root, stdio: 'inherit' });
}
