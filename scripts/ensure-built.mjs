#!/usr/bin/env node
// `pnpm start` serves the static workbench beside the API; build it when it is missing or older
// than the design system's sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newest(dir) {
  let latest = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const stat = statSync(full);
    latest = Math.max(latest, stat.isDirectory() ? newest(full) : stat.mtimeMs);
  }
  return latest;
}

const index = 'storybook-static/index.html';
const isStale =
  !existsSync(index) || statSync(index).mtimeMs < Math.max(newest('packages/ui/src'), newest('.storybook'));
if (isStale) execSync('pnpm build-storybook', { stdio: 'inherit' });
