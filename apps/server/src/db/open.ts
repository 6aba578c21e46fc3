import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { INIT_DATA_DIR_SCRIPT, MIGRATIONS_DIR } from '../paths';
import { CASING, type Db } from './client';
import { prepareStatements } from './pglite-prepared';
import { PipelinedPool } from './pipelined-pool';
import { PreparedClient } from './prepared-client';
import * as schema from './schema';
import { type WriteClock, watchWrites } from './write-clock';

const migrationsFolder = MIGRATIONS_DIR;
/** Key of the advisory lock that serializes start-up work across instances. */
const STARTUP_LOCK = 727_274_001;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** On the embedded database only: when a cached read is still current (db/write-clock.ts). */
  writeClock?: WriteClock;
  /** Runs migrations, then `bootstrap`, while holding the start-up lock. */
  migrate(bootstrap: (db: Db) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

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

/** Either an embedded PGlite (a data dir, or an instance tests hand over) or a PostgreSQL URL. */
export type DatabaseSource =
  | { url: string; poolMax: number; pipeline?: boolean; pipelines?: number }
  | { dataDir: string }
  | { pglite: PGlite };

/** Opens the database the configuration names. */
export async function openDatabase(
  source: DatabaseSource,
  log: (msg: string, err?: unknown) => void,
): Promise<Database> {
  if ('url' in source) return openPostgres(source, log);
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
  const db = drizzlePglite(client, { schema, casing: CASING, logger: sqlCapture() }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    writeClock,
    // One process owns a PGlite data dir, so no lock is needed.
    async migrate(bootstrap) {
      await migratePglite(db as never, { migrationsFolder });
      await bootstrap(db);
    },
    close: () => client.close(),
  };
}

/**
 * With `SQL_CAPTURE_FILE` set, every statement and its parameters are appended to that file as
 * JSON lines: the benchmarks replay the exact SQL an endpoint runs with pgbench (bench/).
 */
function sqlCapture() {
  const file = process.env.SQL_CAPTURE_FILE;
  if (!file) return undefined;
  return {
    logQuery: (query: string, params: unknown[]) =>
      fs.appendFileSync(file, `${JSON.stringify({ query, params })}\n`),
  };
}

/**
 * Settings of the server's database sessions. No JIT compilation: the server's statements are
 * short, and PostgreSQL compiles one whenever its estimate passes a cost (jit_above_cost), which
 * an estimate made for values it cannot see does: half a second of compiling for a statement
 * that runs in milliseconds, on every run of its plan. The benchmarks run their baselines with
 * the same settings (bench/lib/pgbench.mjs).
 */
export const SESSION_OPTIONS = '-c jit=off';

function openPostgres(
  { url, poolMax: max, pipeline = true, pipelines }: Extract<DatabaseSource, { url: string }>,
  log: (msg: string, err?: unknown) => void,
): Database {
  // Statements pipelined on shared connections (pipelined-pool.ts), or, with DATABASE_PIPELINE=false
  // (a pooler that cannot take pipelined statements), one statement per connection at a time.
  const pool = pipeline
    ? new PipelinedPool(
        {
          connectionString: url,
          options: SESSION_OPTIONS,
          max,
          busyLanes: pipelines,
          connectionTimeoutMillis: 5000,
        },
        (err) => log('database connection error', err),
      )
    : new pg.Pool({
        Client: PreparedClient,
        connectionString: url,
        options: SESSION_OPTIONS,
        max,
        connectionTimeoutMillis: 5000,
        idleTimeoutMillis: 30_000,
      });
  // An idle client's error (e.g. the server restarting) is emitted on the pool; a checked-out
  // client's error only on the client. Without both listeners the process would crash.
  pool.on('error', (err) => log('database pool error', err));
  pool.on('connect', (client) => client.on('error', (err) => log('database client error', err)));
  const db = drizzlePg(pool, { schema, casing: CASING, logger: sqlCapture() }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate(bootstrap) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        const locked = drizzlePg(client, { schema, casing: CASING });
        await migratePg(locked, { migrationsFolder });
        await bootstrap(locked as unknown as Db);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** True when an error means the database cannot be reached (answered with 503, not 500). */
export function isConnectionError(err: unknown): boolean {
  for (
    let e = err as { code?: string; message?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code && CONNECTION_CODES.has(e.code)) return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error|Client was closed and is not queryable|terminating connection due to administrator command/.test(
        e.message,
      )
    )
      return true;
  }
  return false;
}

/** The PostgreSQL error code of a failed query, looking through drizzle's wrapping. */
export function pgCode(err: unknown): string | undefined {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}
