import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { INIT_DATA_DIR_SCRIPT, MIGRATIONS_DIR } from '../paths';
import { CASING, type Db } from './client';
import type { Database, DatabaseSource } from './database';
import { prepareStatements } from './pglite-prepared';
import * as schema from './schema';
import { watchWrites } from './write-clock';

// The embedded database (db/open.ts loads this module only when there is no DATABASE_URL).

/**
 * PGlite's own start parameters plus a smaller shared buffer pool: the embedded database serves
 * a demo or a small site, and its 128 MB default would sit resident in the WebAssembly heap.
 * With 32 MB the server stays around 300 MB (bench/memory.mjs).
 */
const EMBEDDED_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=32MB', '-c', 'temp_buffers=4MB', '-c', 'maintenance_work_mem=16MB'],
];

/** Extensions the migrations create; every embedded instance must be opened with them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Opens a data directory (created on first use) or the PGlite instance a test hands over. */
export async function openEmbedded(
  source: Exclude<DatabaseSource, { url: string }>,
  logger: Logger | undefined,
): Promise<Database> {
  let client: PGlite;
  if ('pglite' in source) client = source.pglite;
  else {
    if (!fs.existsSync(path.join(source.dataDir, 'PG_VERSION'))) {
      fs.mkdirSync(source.dataDir, { recursive: true });
      execFileSync(process.execPath, [INIT_DATA_DIR_SCRIPT, source.dataDir], {
        stdio: 'inherit',
      });
    }
    client = await PGlite.create(source.dataDir, {
      startParams: EMBEDDED_START_PARAMS,
      extensions: PGLITE_EXTENSIONS,
    });
  }
  prepareStatements(client);
  const writeClock = watchWrites(client);
  const db = drizzlePglite(client, { schema, casing: CASING, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    writeClock,
    // One process owns a PGlite data dir, so no lock is needed.
    async migrate(bootstrap) {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
      await bootstrap(db);
    },
    close: () => client.close(),
  };
}
