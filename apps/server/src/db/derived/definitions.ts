// The functions and triggers in force in a database, as one readable file (in-force.sql): the
// migrations redefine some functions two to four times, so none of them shows what runs now.

/** Runs one statement and answers its rows (a PGlite instance, a pg client, a test's helper). */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

export interface Definition {
  kind: 'function' | 'trigger';
  /** How the file and the database name it: `name(arguments)` or `trigger on table`. */
  key: string;
  /** The statement that creates it, as PostgreSQL writes it back (no semicolon). */
  sql: string;
  /** A function's signature by types (for DROP FUNCTION); a trigger's table. */
  target: string;
  /** The one-line comment above it: the tables it serves. */
  note: string;
}

const FUNCTIONS = `select p.oid::regprocedure::text as target, p.prorettype = 'trigger'::regtype as runs_on_trigger,
    pg_get_functiondef(p.oid) as sql
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and p.prokind in ('f', 'p')
    and not exists (select 1 from pg_depend d
      where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`;
const TRIGGERS = `select t.tgname as name, c.relname as target, f.proname as runs, pg_get_triggerdef(t.oid) as sql
  from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
  join pg_proc f on f.oid = t.tgfoid
  where not t.tgisinternal and n.nspname = 'public'`;

const byKey = (a: Definition, b: Definition) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
const unique = (names: Iterable<string>) => [...new Set(names)].sort();
const NOT_TABLES = new Set(['of', 'or', 'on', 'set', 'only', 'skip', 'nowait']);

/** Tables a body writes by name (dynamic SQL's `%I` is not followed). */
function writtenBy(body: string): string[] {
  const found = body.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi);
  return [...found].map((m) => m[1].toLowerCase()).filter((t) => !NOT_TABLES.has(t));
}

/** Columns of the row a BEFORE trigger's body sets (`NEW."col" := …`, `… INTO NEW."col"`). */
function setBy(body: string): string[] {
  const found = body.matchAll(/(?:\bNEW\."?(\w+)"?\s*:=|\binto\s+NEW\."?(\w+)"?)/gi);
  return unique([...found].map((m) => (m[1] ?? m[2]).toLowerCase()));
}

/** Every function and non-internal trigger of schema public, sorted by name, functions first. */
export async function readInForce(query: Query): Promise<Definition[]> {
  const functions = (await query(FUNCTIONS)).map((r) => ({
    sql: String(r.sql).trimEnd(),
    target: String(r.target),
    runsOnTrigger: Boolean(r.runs_on_trigger),
  }));
  const triggers = (await query(TRIGGERS)).map((r) => ({
    name: String(r.name),
    table: String(r.target),
    runs: String(r.runs),
    sql: String(r.sql).trimEnd(),
  }));
  const nameOf = (target: string) => target.slice(0, target.indexOf('(')).replace(/^public\./, '');
  const names = unique(functions.map((f) => nameOf(f.target)));
  // Who calls whom, by name in the body: a trigger's tables reach the helpers it calls.
  const calls = new Map<string, Set<string>>(names.map((n) => [n, new Set<string>()]));
  const writes = new Map<string, Set<string>>(names.map((n) => [n, new Set<string>()]));
  for (const f of functions) {
    const name = nameOf(f.target);
    for (const other of names)
      if (other !== name && new RegExp(`\\b"?${other}"?\\s*\\(`).test(f.sql)) calls.get(name)!.add(other);
    for (const t of writtenBy(f.sql)) writes.get(name)!.add(t);
  }
  const bodies = new Map(functions.map((f) => [nameOf(f.target), f.sql]));
  const reach = (from: string) => {
    const seen = new Set([from]);
    for (const n of seen) for (const c of calls.get(n) ?? []) seen.add(c);
    return seen;
  };
  const onTables = new Map<string, Set<string>>(names.map((n) => [n, new Set<string>()]));
  for (const t of triggers) for (const n of reach(t.runs)) onTables.get(n)?.add(t.table);
  const writesOf = (name: string) => unique([...reach(name)].flatMap((n) => [...(writes.get(n) ?? [])]));
  const note = (on: string[], wrote: string[], sets: string[]) =>
    [
      on.length ? `on ${on.join(', ')}` : 'run by no trigger',
      wrote.length ? `writes ${wrote.join(', ')}` : '',
      sets.length ? `sets ${sets.map((c) => (on.length === 1 ? `${on[0]}.${c}` : c)).join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
  const fns: Definition[] = functions.map((f) => ({
    kind: 'function',
    key: parseDefinition(f.sql)!.key,
    sql: f.sql,
    target: f.target,
    note: `function ${nameOf(f.target)}${f.runsOnTrigger ? ' (trigger)' : ''}: ${note(
      unique(onTables.get(nameOf(f.target)) ?? []),
      writesOf(nameOf(f.target)),
      setBy(f.sql),
    )}`,
  }));
  const tgs: Definition[] = triggers.map((t) => ({
    kind: 'trigger',
    key: `${t.name} on ${t.table}`,
    sql: t.sql,
    target: t.table,
    note: `trigger ${t.name}: ${note([t.table], writesOf(t.runs), setBy(bodies.get(t.runs) ?? ''))}, by ${t.runs}`,
  }));
  return [...fns.sort(byKey), ...tgs.sort(byKey)];
}

export const HEADER = `-- Every function of schema public (the triggers' and the few others the migrations define) and
-- every trigger in force once all migrations have run, as PostgreSQL writes them back, sorted by
-- name, each under the tables it serves. Written by \`npm run db:derived -w apps/server\`;
-- test/derived-in-force.test.ts checks it against the migrations. To change one, edit it here and
-- run \`npm run db:derived -w apps/server -- --migration <name>\` (docs/derived-data.md).`;

/** The file's text. */
export function renderInForce(defs: Definition[]): string {
  const section = (kind: Definition['kind'], title: string) =>
    [`-- ${title}`, ...defs.filter((d) => d.kind === kind).map((d) => `-- ${d.note}\n${d.sql};`)].join(
      '\n\n',
    );
  return `${HEADER}\n\n${section('function', 'Functions')}\n\n${section('trigger', 'Triggers')}`;
}

/** Splits SQL text into statements, minding quotes, dollar quotes and comments. */
export function splitStatements(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  let i = 0;
  const dollarTag = /\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/y;
  const past = (end: number, length: number) => (end < 0 ? text.length : end + length);
  while (i < text.length) {
    dollarTag.lastIndex = i;
    const dollar = text[i] === '$' ? dollarTag.exec(text) : null;
    if (text.startsWith('--', i)) i = past(text.indexOf('\n', i), 0);
    else if (text.startsWith('/*', i)) i = past(text.indexOf('*/', i + 2), 2);
    else if (text[i] === "'" || text[i] === '"') {
      i = past(text.indexOf(text[i], i + 1), 1);
    } else if (dollar) {
      i = past(text.indexOf(dollar[0], i + dollar[0].length), dollar[0].length);
    } else if (text[i] === ';') {
      out.push(text.slice(start, i));
      start = ++i;
    } else i++;
  }
  out.push(text.slice(start));
  // Comments before a statement are the file's notes, not part of it.
  return out.map((s) => s.replace(/^(\s*--[^\n]*\n)*\s*/, '').trimEnd()).filter((s) => s.length > 0);
}

const ident = (s: string) =>
  s
    .replace(/"/g, '')
    .replace(/^public\./i, '')
    .toLowerCase();

/** A statement of the file as a definition's key, or undefined if it creates neither. */
export function parseDefinition(sql: string): Pick<Definition, 'kind' | 'key'> | undefined {
  const fn = /^create\s+(?:or\s+replace\s+)?(?:function|procedure)\s+((?:"?\w+"?\.)?"?\w+"?)\s*\(/i.exec(sql);
  if (fn) {
    // The argument list, to its closing parenthesis (types such as numeric(10, 2) hold their own).
    let depth = 1;
    let i = fn[0].length;
    for (; i < sql.length && depth > 0; i++) depth += sql[i] === '(' ? 1 : sql[i] === ')' ? -1 : 0;
    const args = sql
      .slice(fn[0].length, i - 1)
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
    return { kind: 'function', key: `${ident(fn[1])}(${args})` };
  }
  const tg =
    /^create\s+(?:or\s+replace\s+)?(?:constraint\s+)?trigger\s+("?\w+"?)[\s\S]*?\bon\s+((?:"?\w+"?\.)?"?\w+"?)/i.exec(
      sql,
    );
  return tg ? { kind: 'trigger', key: `${ident(tg[1])} on ${ident(tg[2])}` } : undefined;
}

/** The file's definitions; throws on a statement that creates no function or trigger. */
export function parseInForce(text: string): Pick<Definition, 'kind' | 'key' | 'sql'>[] {
  return splitStatements(text).map((sql) => {
    const parsed = parseDefinition(sql);
    if (!parsed) throw new Error(`in-force.sql: not a function or trigger definition:\n${sql.slice(0, 200)}`);
    return { ...parsed, sql };
  });
}
