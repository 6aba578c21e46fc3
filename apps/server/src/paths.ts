import fs from 'node:fs';
import path from 'node:path';

/**
 * The server package's directory (`apps/server`), found from wherever this code runs: its sources
 * under `src/` (tests, `npm run dev`) or the bundle `npm start` builds into `dist/`
 * (scripts/build-server.mjs). Found by its migrations, which every run needs.
 */
function serverRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no server package (drizzle/) above ${from}`);
  }
}

export const SERVER_ROOT = serverRoot(import.meta.dirname);
/** The SQL migrations drizzle-kit writes. */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
/** Creates an embedded data directory in a process of its own (db/open.ts). */
export const INIT_DATA_DIR_SCRIPT = path.join(SERVER_ROOT, 'src', 'db', 'init-data-dir.mjs');
/** The web console's build, served by the server. */
export const DEFAULT_WEB_DIST = path.join(SERVER_ROOT, '..', 'web', 'dist');
