import { createHash } from 'node:crypto';
import pg from 'pg';

/** Distinct statements one connection keeps prepared; past this, new texts run unprepared. */
export const MAX_PREPARED_PER_CONNECTION = 400;

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/**
 * A pattern match's cost depends on the pattern: a plan made once for any pattern (the generic
 * plan PostgreSQL settles on for a prepared statement) walked the whole device table for a serial
 * search that the trigram index answers in a millisecond. A statement whose pattern is a
 * parameter is therefore planned each time. (A caller's resolved ids, data/scope.ts `anyOf`, are
 * not: they are few by construction, the index plan made once suits them all, and planning the
 * device page for each small caller costs four times its execution.)
 */
const PLANNED_EACH_TIME = /\bi?like\s+\$\d/i;

/**
 * A pattern written into the text (lib/crud/list.ts `patternLiteral`): planned for that pattern
 * and kept, but only a few per connection, since searches vary without end.
 */
const PATTERN_IN_TEXT = /\bi?like\s+E?'/i;

/** Statements with a pattern in their text that one connection keeps prepared. */
export const MAX_PATTERNS_PER_CONNECTION = 64;

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
  private readonly prepared = new Set<string>();
  private patterns = 0;

  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const c = config as QueryConfig | null;
    if (c && typeof c === 'object' && typeof c.text === 'string') {
      const params = Array.isArray(values) ? values : c.values;
      if (PLANNED_EACH_TIME.test(c.text)) {
        // Named by its caller (a list's statement, lib/crud/list.ts) or not: planned for its values.
        if (c.name !== undefined) config = { ...c, name: undefined };
      } else if ((Array.isArray(params) && params.length > 0) || PATTERN_IN_TEXT.test(c.text)) {
        // A search may have no parameter at all (an administrator's list: no scope values).
        const name =
          typeof c.name === 'string' ? c.name : `s${createHash('sha1').update(c.text).digest('base64url')}`;
        const search = PATTERN_IN_TEXT.test(c.text);
        const room =
          this.prepared.size < MAX_PREPARED_PER_CONNECTION &&
          (!search || this.patterns < MAX_PATTERNS_PER_CONNECTION);
        if (this.prepared.has(name) || room) {
          if (!this.prepared.has(name) && search) this.patterns++;
          this.prepared.add(name);
          return (super.query as (...a: unknown[]) => never)({ ...c, name }, values, callback);
        }
        if (c.name !== undefined) config = { ...c, name: undefined };
      }
    }
    return (super.query as (...a: unknown[]) => never)(config, values, callback);
  }
}
