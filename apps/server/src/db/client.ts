import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The drizzle database, whichever driver (PGlite or node-postgres) is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/**
 * How drizzle writes the schema's names in SQL (camelCase keys, snake_case columns): every drizzle
 * instance of the server (db/open.ts) and the statements compiled apart (db/prepared-sql.ts) use it.
 */
export const CASING = 'snake_case' as const;
