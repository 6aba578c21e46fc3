import pg from 'pg';
import { KnownShapeQuery, rowShapes } from './known-shape-query';
import { StatementNames } from './statement-names';

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/**
 * A PostgreSQL connection that runs every parameterized statement as a named prepared statement,
 * its name derived from its text. The server's SQL comes from a fixed set of query shapes (drizzle
 * writes the values as parameters), so each connection parses and plans a shape once and then only
 * binds and executes it: for the device list that is 5x the throughput of planning every time
 * (docs/performance.md). Texts are bounded per connection, so shapes that vary with their input
 * (an `in (...)` of n ids, an n-row insert) cannot grow a backend's memory without end. A pattern
 * match with its pattern as a parameter stays unnamed (planned for the pattern at hand); one with
 * its pattern written in is named, within a budget of its own.
 */
export class PreparedClient extends pg.Client {
  private readonly names = new StatementNames();
  /** The row description of each named statement this connection has run (known-shape-query.ts). */
  private readonly shapes = rowShapes();

  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const c = config as QueryConfig | null;
    const run = super.query as (...a: unknown[]) => never;
    if (c && typeof c === 'object' && typeof c.text === 'string') {
      const params = Array.isArray(values) ? values : c.values;
      const given = typeof c.name === 'string' ? c.name : undefined;
      const name = this.names.nameFor(c.text, Array.isArray(params) && params.length > 0, given);
      if (name !== c.name) config = { ...c, name };
      // A named statement in the promise form (every one drizzle sends) runs as a KnownShapeQuery.
      if (name !== undefined && typeof values !== 'function' && callback === undefined) {
        const named = config;
        return new Promise((resolve, reject) => {
          const done = (err: Error | null, result?: unknown) => (err ? reject(err) : resolve(result));
          run.call(this, new KnownShapeQuery(named, values, done, this.shapes));
        }) as never;
      }
    }
    return run.call(this, config, values, callback);
  }
}
