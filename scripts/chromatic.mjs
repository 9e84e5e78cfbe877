#!/usr/bin/env node
// Chromatic is optional: it runs only when a project token is present; nothing depends on it.
import { execSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set, skipping (visual baselines in the repo still run in `pnpm test`).',
  );
  process.exit(0);
}
execSync(
  'pnpm build-storybook && pnpm dlx chromatic@13 --storybook-build-dir storybook-static --exit-zero-on-changes',
  {
    stdio: 'inherit',
  },
);
