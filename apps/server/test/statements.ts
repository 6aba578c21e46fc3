import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { vi } from 'vitest';

export const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * Counts the statements the database driver is asked to run while `work` runs. On PGlite every
 * statement, prepared (db/pglite-prepared.ts) or not, passes PGlite's query lock once.
 */
export async function statementsOf(work: () => Promise<unknown>) {
  const spy = onPostgres
    ? vi.spyOn(pg.Client.prototype as { query: (...a: unknown[]) => unknown }, 'query')
    : vi.spyOn(
        PGlite.prototype as unknown as { _runExclusiveQuery: (...a: unknown[]) => unknown },
        '_runExclusiveQuery',
      );
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

/** On the embedded database the caller's row is reused while nothing was written (db/write-clock.ts). */
export const callerStatements = onPostgres ? 1 : 0;
