import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, with each worker on its own server (playwright.config.ts starts one per
 * worker, on consecutive ports from E2E_PORT): pages, `request` and contexts a journey opens itself
 * all take that server as their base URL, so journeys running side by side never share a database.
 */
export const test = base.extend<object, { workerServer: string }>({
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use, workerInfo) => {
      const port = Number(process.env.E2E_PORT ?? 8181);
      const servers = Math.max(1, Number(process.env.E2E_SERVERS ?? 2));
      await use(`http://localhost:${port + (workerInfo.parallelIndex % servers)}`);
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer),
});
