import base from './playwright.config';

// TEMPORARY (deleted after use): same tests, server from a patched copy in /tmp.
export default {
  ...base,
  webServer: {
    ...base.webServer,
    command: '/work/main/node_modules/.bin/tsx /tmp/srvcopy/apps/server/src/server.ts',
    env: { ...(base.webServer as { env: Record<string, string> }).env, WEB_DIST: '/work/main/apps/web/dist' },
  },
};
