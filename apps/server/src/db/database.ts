import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './client';
import type { WriteClock } from './write-clock';

/** An open database, whichever kind (db/open.ts opens it). */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** On the embedded database only: when a cached read is still current (db/write-clock.ts). */
  writeClock?: WriteClock;
  /** Runs migrations, then `bootstrap`, while holding the start-up lock. */
  migrate(bootstrap: (db: Db) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** Either an embedded PGlite (a data dir, or an instance tests hand over) or a PostgreSQL URL. */
export type DatabaseSource =
  | { url: string; poolMax: number; pipeline?: boolean; pipelines?: number }
  | { dataDir: string }
  | { pglite: PGlite };
