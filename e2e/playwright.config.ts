import { defineConfig } from '@playwright/test';

// Browser tests of the whole built site in Debian's Chromium (no browser download is possible here).
// Each worker starts its own API process serving the built front ends on an embedded database
// (see support/site.ts); `npm test` builds whatever is stale first.
export default defineConfig({
  testDir: './tests',
  // Visual baselines (tests/visual.spec.ts) are rendered on Linux only; no platform suffix in their names.
  snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}{ext}',
  timeout: 60_000,
  // The whole browser run, so a stuck server or browser fails CI with a report instead of using its time up.
  globalTimeout: process.env.CI ? 20 * 60_000 : 0,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    // A trace records DOM snapshots and screenshots at every step, which doubled each test's time on 2 cores (a 5 s
    // test took 11 s): CI keeps it for the retry of a failed test only; locally, ask with `--trace retain-on-failure`.
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's headless shell (package chromium-headless-shell, the same Blink as chromium): what Playwright itself
      // runs headless. The full browser's headless mode opens a real window per page (its UI in a renderer of its
      // own): on 2 cores the same tests took 40 % longer, the browser processes using 2.6x the CPU.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
