import { loadConfig } from '../src/config';

/** Configuration of the app under test: demo data, quiet logs, a web root that is never built. */
export const testConfig = (env: Record<string, string> = {}) =>
  loadConfig({
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATA_DIR: '/tmp/unused',
    // Bytes in the database, so the one seeded snapshot carries the demo's photos to every test
    // file; files-store.test.ts and file-access.test.ts run the directory and S3 stores.
    FILE_STORE: 'db',
    ...env,
  });
