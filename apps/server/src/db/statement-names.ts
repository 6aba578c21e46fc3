import { createHash } from 'node:crypto';

/** Distinct statements one connection keeps prepared; past this, new texts run unprepared. */
export const MAX_PREPARED_PER_CONNECTION = 400;

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
 * A pattern written into the text (data/list/sql-text.ts `patternLiteral`): planned for that pattern
 * and kept, but only a few per connection, since searches vary without end.
 */
const PATTERN_IN_TEXT = /\bi?like\s+E?'/i;

/** Statements with a pattern in their text that one connection keeps prepared. */
export const MAX_PATTERNS_PER_CONNECTION = 64;

/**
 * Which statements one connection (or the embedded database's one session) keeps prepared, and
 * under which name: the rules above, shared by PostgreSQL (prepared-client.ts) and PGlite
 * (pglite-prepared.ts).
 */
export class StatementNames {
  private readonly names = new Set<string>();
  /** The derived name of each text prepared so far: a lookup instead of a hash and two scans per statement. */
  private readonly byText = new Map<string, string>();
  private patterns = 0;

  /**
   * The name to run `text` under, or undefined to run it unprepared. `given` is a name its caller
   * chose (a list's statement); a statement without parameters or a pattern keeps it as it is.
   */
  nameFor(text: string, hasParams: boolean, given?: string): string | undefined {
    if (given === undefined) {
      const known = this.byText.get(text);
      if (known !== undefined) return known;
    }
    if (PLANNED_EACH_TIME.test(text)) return undefined;
    const search = PATTERN_IN_TEXT.test(text);
    // A search may have no parameter at all (an administrator's list: no scope values).
    if (!hasParams && !search) return given;
    const name = given ?? `s${createHash('sha1').update(text).digest('base64url')}`;
    if (this.names.has(name)) return name;
    if (this.names.size >= MAX_PREPARED_PER_CONNECTION) return undefined;
    if (search && this.patterns >= MAX_PATTERNS_PER_CONNECTION) return undefined;
    if (search) this.patterns++;
    this.names.add(name);
    if (given === undefined) this.byText.set(text, name);
    return name;
  }
}
