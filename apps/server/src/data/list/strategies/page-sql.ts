import type { SQL, WithSubquery } from 'drizzle-orm';
import type { ShapeSql } from '../shape';

/**
 * What a page strategy adds to its statement: table expressions before `on_page`, the body of
 * `on_page` (the page's ids and one more), and, for a strategy that reads the matches once, the
 * rows `count-fenced` counts.
 */
export interface PageSql {
  ctes: WithSubquery[];
  onPage: SQL | object;
  fencedRows?: SQL;
  /** What the page's rows carry beside their total (`page-start`); the total alone otherwise. */
  aside?: (total: SQL) => SQL;
}

/** A page strategy's SQL builder. */
export type PageBuilder = (shape: ShapeSql) => PageSql;
