// End-to-end tests: real Chromium (Debian's, never a download) against the release build in dist/,
// served by the game's own server (`ethello serve`, built in release first: scripts/test) with a
// fresh database for each run, so that the online games' tests (online.spec.ts) play on it too.
// The database lives in target/e2e-db/PORT/, emptied when the server starts and removed after the
// run (tests/e2e/teardown.ts): nothing is left behind.
import { defineConfig } from '@playwright/test';
import { dbFolder, E2E_PORT } from './tests/e2e/db';

// E2E_PORT lets two checkouts run their end-to-end tests side by side.
const PORT = E2E_PORT;
const DB_DIR = dbFolder(PORT);

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/teardown.ts',
  outputDir: 'test-results',
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // On CI one retry, reported as "flaky": under a heavily loaded machine a file chooser once failed
  // to open right after a download. A test that fails twice still fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    acceptDownloads: true,
    // The service worker would answer the page's requests after the first load, out of reach of
    // the tests' request routes; only the offline test (journey.spec.ts) lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  webServer: {
    command: `rm -rf '${DB_DIR}' && exec ./target/release/ethello serve --port ${PORT} --site dist --db '${DB_DIR}/e2e.sqlite3'`,
    url: `http://127.0.0.1:${PORT}/index.html`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'ignore',
    timeout: 30_000,
  },
});
