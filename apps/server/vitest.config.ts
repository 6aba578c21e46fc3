import { defineConfig } from 'vitest/config';

// The integration suite runs on the embedded PGlite always, and on PostgreSQL too when DATABASE_URL is set.
const databases = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
    projects: databases.map((db) => ({
      test: {
        name: `server-${db}`,
        root: import.meta.dirname,
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        globalSetup: ['test/global-setup.ts'],
        env: { TEST_DB: db },
        pool: 'forks',
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    })),
  },
});
