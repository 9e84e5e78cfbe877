import { defineConfig } from '@playwright/test';
import { ownPorts, portsOf, workers } from './e2e/ports';

/** A fresh embedded database every run: the first start migrates and seeds the demo catalogue. */
function server({ port, dataDir, env = {} }: { port: number; dataDir: string; env?: Record<string, string> }) {
  return {
    command: `rm -rf ${dataDir} && NODE_ENV=production tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/api/common/check-maintenance-mode`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `${dataDir}/pglite`,
      LOG_LEVEL: 'warn',
      // Every test starts a new guest; the per-address guest limit would refuse them. Every code
      // of the account tests comes from the same address too.
      RATE_LIMIT: 'off',
      OTP_SENDS_PER_IP_PER_HOUR: '1000',
      OTP_CHECKS_PER_IP_PER_HOUR: '1000',
      LOGINS_PER_IP: '1000',
      DATABASE_URL: '',
      // The API signs its tokens with it; production refuses to start without one.
      APP_SECRET: 'e2e-secret-not-for-production',
      ...env,
    },
  };
}

// Debian's Chromium: test tools never download a browser here.
const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // A file's tests run in order, in one worker; each worker has its own stores (e2e/ports.ts).
  workers,
  // One retry, as the API suite has: a test that fails twice still fails the run, and one that
  // passed only on its retry is listed as flaky. `.ci/run` sets no CI variable.
  retries: 1,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Evaluated again in each worker, where it names that worker's store.
    baseURL: `http://127.0.0.1:${ownPorts().store}`,
    launchOptions,
    // Recorded on a retry only: recording every test costs CPU on every action of the run.
    trace: 'on-first-retry',
    locale: 'ar-SA',
  },
  projects: [
    { name: 'mobile', use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: Array.from({ length: workers }, (_, index) => portsOf(index)).flatMap(({ store, integrations }) => [
    // Per port, so two runs on different E2E_PORTs never share (or delete) each other's database.
    server({ port: store, dataDir: `.e2e/store-${store}` }),
    // The same store with every optional integration switched on (integrations.spec.ts).
    server({
      port: integrations,
      dataDir: `.e2e/integrations-${integrations}`,
      env: {
        DOMAIN_MOVE_URL: 'https://new.hadiya.example/',
        CHAT_WIDGET_URL: '/__test/chat-widget.js',
        ANALYTICS_ENDPOINT: '/__test/analytics',
      },
    }),
  ]),
});
