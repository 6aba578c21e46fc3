import { loadConfig } from '../src/config';

/** Configuration of the app under test: demo data, quiet logs, a web root that is never built. */
export const testConfig = (env: Record<string, string> = {}) =>
  loadConfig({
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATA_DIR: '/tmp/unused',
    ...env,
  });
