import type { PGlite } from '@electric-sql/pglite';

/** Words that make a statement a write (parameters are never in the text, so user input cannot match). */
const WRITES =
  /\b(insert|update|delete|merge|truncate|alter|create|drop|grant|revoke|copy|call|lock|refresh|vacuum|cluster|reindex)\b/i;

/** Whether a statement only reads: a plain SELECT with no write anywhere in its text. */
export const isReadOnly = (text: string) => /^\s*select\b/i.test(text) && !WRITES.test(text);

/**
 * Tells when a cached read of the embedded database is still what the database would answer.
 * PGlite lives in this process and no other process may open its data directory, so every change
 * passes through this instance: the clock moves when a write (or a transaction, whatever it does)
 * starts and again when it ends. A read taken while the clock stood still, with no write under
 * way, stays true until the clock moves. PostgreSQL has other writers (instances, psql), so it
 * gets no clock and nothing is cached there.
 */
export interface WriteClock {
  /** Reads `read` and returns it with the instant it is valid for, or `undefined` when not cacheable. */
  observe<T>(read: () => Promise<T>): Promise<{ value: T; at: number | undefined }>;
  /** Whether something observed at `at` is still current. */
  current(at: number): boolean;
}

/** Wraps `client` so that its writes and transactions move the clock (before drizzle is given it). */
export function watchWrites(client: PGlite): WriteClock {
  let tick = 0;
  let writing = 0;
  const around = async <T>(write: boolean, run: () => Promise<T>) => {
    if (!write) return run();
    tick++;
    writing++;
    try {
      return await run();
    } finally {
      writing--;
      tick++;
    }
  };
  // The prototype's methods are looked up at each call, so a test's spy on them still sees every statement.
  const proto = Object.getPrototypeOf(client) as Record<
    'query' | 'exec' | 'transaction',
    (...a: unknown[]) => Promise<unknown>
  >;
  // A query of the instance's own (pglite-prepared.ts) comes first; it too falls back to the prototype's.
  const own = Object.hasOwn(client, 'query')
    ? (client.query as (...a: unknown[]) => Promise<unknown>)
    : undefined;
  client.query = ((text: string, ...rest: unknown[]) =>
    around(!isReadOnly(text), () => (own ?? proto.query).call(client, text, ...rest))) as never;
  client.exec = ((text: string, ...rest: unknown[]) =>
    around(true, () => proto.exec.call(client, text, ...rest))) as never;
  client.transaction = ((fn: unknown) => around(true, () => proto.transaction.call(client, fn))) as never;
  return {
    async observe(read) {
      const before = tick;
      const calm = writing === 0;
      const value = await read();
      return { value, at: calm && writing === 0 && tick === before ? before : undefined };
    },
    current: (at) => writing === 0 && tick === at,
  };
}
