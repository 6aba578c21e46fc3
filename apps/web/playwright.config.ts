import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two runs (e.g. two developers' branches on one machine) keep out of each other's way.
const PORT = Number(process.env.E2E_PORT ?? 8181);
/**
 * Servers, each with its own embedded database, and as many workers: worker n drives the server on
 * port PORT + n (e2e/support/test.ts). Two keep a 2-core machine busy while each journey waits on
 * its browser or its server; E2E_SERVERS=1 runs the journeys one after another.
 */
const SERVERS = Math.max(1, Number(process.env.E2E_SERVERS ?? 2));
const ports = Array.from({ length: SERVERS }, (_, n) => PORT + n);
/** A server's data dir for the browser tests: its own, and fresh for every run. */
const dataDirOf = (port: number) => path.resolve(import.meta.dirname, `../../.test-data/e2e-data-${port}`);

// Deleted here rather than in a globalSetup because Playwright starts the webServer *before*
// globalSetup runs, which would delete the database under the running server. Workers load
// this file too; the flag (inherited through the environment) keeps them from deleting it.
if (!process.env.SKIN_E2E_DATA_RESET) {
  for (const port of ports) fs.rmSync(dataDirOf(port), { recursive: true, force: true });
  process.env.SKIN_E2E_DATA_RESET = '1';
}

/** Browser tests against the real server, started the way the README starts it. */
export default defineConfig({
  testDir: 'e2e',
  // Traces and screenshots per port, so two runs side by side never delete each other's.
  outputDir: `../../.test-data/e2e-results-${PORT}`,
  // Whole user journeys on a 2-core machine that also builds and serves: give each a minute.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: SERVERS,
  // One retry on CI: a few shell journeys race the device screens' background loads on a busy
  // machine. A retried pass is reported as flaky (and counted), never hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_REPORTER ?? 'list',
  use: {
    // Each worker's own server (e2e/support/test.ts); this one for anything outside a worker.
    baseURL: `http://localhost:${PORT}`,
    headless: true,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      // scripts/test.mjs picks it (CHROMIUM_PATH, the system's, or the npm-packaged one).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The packaged Chromium's own shared libraries (scripts/chromium.mjs), for the browser only.
      env: { ...process.env, ...(JSON.parse(process.env.CHROMIUM_ENV ?? '{}') as Record<string, string>) },
      args: [
        ...(JSON.parse(process.env.CHROMIUM_ARGS ?? '[]') as string[]),
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
  // Started one after another: the first builds the console, the others find it built.
  webServer: ports.map((port) => ({
    command: 'node ../../scripts/start.mjs',
    cwd: import.meta.dirname,
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDirOf(port),
      DATABASE_URL: '', // empty: the embedded database
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // A separate build output per port, when asked for, so parallel runs never rebuild under each other.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  })),
});
