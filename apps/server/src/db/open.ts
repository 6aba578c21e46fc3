import fs from 'node:fs';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { CASING, type Db } from './client';
import type { Database, DatabaseSource } from './database';
import { PipelinedPool } from './pipelined-pool';
import { PreparedClient } from './prepared-client';
import * as schema from './schema';

export type { Database, DatabaseSource };

const migrationsFolder = MIGRATIONS_DIR;
/** Key of the advisory lock that serializes start-up work across instances. */
const STARTUP_LOCK = 727_274_001;

/** Opens the database the configuration names. */
export async function openDatabase(
  source: DatabaseSource,
  log: (msg: string, err?: unknown) => void,
): Promise<Database> {
  if ('url' in source) return openPostgres(source, log);
  // Loaded only when embedded: PGlite and its drizzle driver are about 20 MB of a server's memory
  // that runs on PostgreSQL (docs/performance.md, "Modules a server does not use").
  return (await import('./open-embedded')).openEmbedded(source, sqlCapture());
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

/** The constraint (a unique index's name) a failed query broke, looking through drizzle's wrapping. */
export function pgConstraint(err: unknown): string | undefined {
  for (let e = err as { constraint?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.constraint === 'string') return e.constraint;
  }
  return undefined;
}
