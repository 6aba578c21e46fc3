import { type Definition, parseInForce, type Query, readInForce } from './definitions';

// A migration made from in-force.sql: what the file says against what the migrations leave in force.

export interface Plan {
  /** The migration's statements, in order; none when the file says what is in force. */
  statements: string[];
  /** What the statements change, one line each. */
  changes: string[];
  /** The definitions in force once they have run, as PostgreSQL writes them back. */
  after: Definition[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const flat = (sql: string) => sql.replace(/\s+/g, ' ').trim();
const replacing = (sql: string) => sql.replace(/^create\s+(function|procedure)\b/i, 'CREATE OR REPLACE $1');
/** `name on table` of a trigger's key. */
const dropTrigger = (key: string) => {
  const [name, table] = key.split(' on ');
  return `DROP TRIGGER IF EXISTS ${quote(name)} ON ${quote(table)}`;
};

/** Statements that take `from` to `to`: functions before the triggers that run them, drops last. */
function statementsBetween(
  from: Definition[],
  to: Definition[],
): { statements: string[]; changes: string[] } {
  const old = new Map(from.map((d) => [d.key, d]));
  const now = new Map(to.map((d) => [d.key, d]));
  const differs = (d: Definition) => flat(old.get(d.key)?.sql ?? '') !== flat(d.sql);
  const changed = to.filter(differs);
  const gone = from.filter((d) => !now.has(d.key));
  const verb = (d: Definition) => (old.has(d.key) ? 'changed' : 'added');
  const of = (list: Definition[], kind: Definition['kind']) => list.filter((d) => d.kind === kind);
  return {
    statements: [
      ...of(gone, 'trigger').map((d) => dropTrigger(d.key)),
      ...of(changed, 'function').map((d) => replacing(d.sql)),
      ...of(changed, 'trigger').flatMap((d) => [dropTrigger(d.key), d.sql]),
      ...of(gone, 'function').map((d) => `DROP FUNCTION IF EXISTS ${d.target}`),
    ],
    changes: [
      ...changed.map((d) => `${d.kind} ${d.key} ${verb(d)}`),
      ...gone.map((d) => `${d.kind} ${d.key} dropped`),
    ],
  };
}

/**
 * Compares each definition of the file (its text) with the database's, where the migrations have
 * all run. The differences are tried in a transaction that is rolled back, and the plan is made
 * from what PostgreSQL then writes back: an edit that changes only the layout of a trigger's
 * statement changes nothing, and the migration holds exactly what the next start will have in force.
 */
export async function planMigration(query: Query, fileText: string): Promise<Plan> {
  const before = await readInForce(query);
  const file = parseInForce(fileText);
  const seen = new Set<string>();
  for (const d of file) {
    if (seen.has(d.key)) throw new Error(`in-force.sql defines ${d.kind} ${d.key} twice`);
    seen.add(d.key);
  }
  const fileAsDefinitions = file.map((d) => {
    const known = before.find((b) => b.key === d.key);
    return { ...d, target: known?.target ?? '', note: '' };
  });
  const tried = statementsBetween(before, fileAsDefinitions);
  if (tried.statements.length === 0) return { statements: [], changes: [], after: before };
  await query('begin');
  let after: Definition[];
  try {
    for (const statement of tried.statements) {
      try {
        await query(statement);
      } catch (err) {
        throw new Error(`in-force.sql: ${(err as Error).message}, in:\n${statement.slice(0, 300)}`);
      }
    }
    after = await readInForce(query);
  } finally {
    await query('rollback');
  }
  return { ...statementsBetween(before, after), after };
}

/** The migration's text, as drizzle runs it: one statement between breakpoints. */
export function migrationText(name: string, statements: string[]): string {
  const head = `-- Functions and triggers changed in src/db/derived/in-force.sql, made by
-- \`npm run db:derived -w apps/server -- --migration ${name}\` (docs/derived-data.md).\n`;
  return `${head}${statements.map((s) => `${s};`).join('\n--> statement-breakpoint\n')}\n`;
}
