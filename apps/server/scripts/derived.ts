// `npm run db:derived -w apps/server`: writes src/db/derived/in-force.sql, every trigger function
// and trigger in force once the migrations have run, from a fresh embedded database.
// `... -- --migration <name>`: writes a migration that puts in force what in-force.sql says, where
// a function or trigger has been edited there (docs/derived-data.md).
// `--migrations <dir>` and `--file <path>` name another migrations folder and file (the tests' copies).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type Query, readInForce, renderInForce } from '../src/db/derived/definitions';
import { migrationText, planMigration } from '../src/db/derived/migration';
import { PGLITE_EXTENSIONS } from '../src/db/open-embedded';
import { MIGRATIONS_DIR, SERVER_ROOT } from '../src/paths';

export const IN_FORCE_FILE = path.join(SERVER_ROOT, 'src', 'db', 'derived', 'in-force.sql');

/** A database on which every migration of a folder has run. */
export type OpenMigrated = (migrations: string) => Promise<{ query: Query; close(): Promise<void> }>;

const freshDatabase: OpenMigrated = async (migrations) => {
  const db = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migrate(drizzle(db) as never, { migrationsFolder: migrations });
  return {
    query: async (text) => (await db.query<Record<string, unknown>>(text)).rows,
    close: () => db.close(),
  };
};

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/**
 * An empty migration made by drizzle-kit (its SQL file, journal entry and snapshot, as for any
 * custom migration), answered by its file's path.
 */
function newMigration(dir: string, name: string): string {
  const journal = path.join(dir, 'meta', '_journal.json');
  const entries = () => JSON.parse(fs.readFileSync(journal, 'utf8')).entries as JournalEntry[];
  const count = entries().length;
  // drizzle-kit takes a relative folder only (it prefixes the path with `./`).
  const elsewhere =
    path.resolve(dir) === path.resolve(MIGRATIONS_DIR)
      ? []
      : ['--dialect', 'postgresql', '--schema', './src/db/schema/index.ts', '--casing', 'snake_case'].concat([
          '--out',
          path.relative(SERVER_ROOT, dir),
        ]);
  execFileSync('npx', ['drizzle-kit', 'generate', '--custom', '--name', name, ...elsewhere], {
    cwd: SERVER_ROOT,
    stdio: 'pipe',
  });
  const now = entries();
  if (now.length !== count + 1)
    throw new Error(`drizzle-kit added ${now.length - count} migrations, not one`);
  const [previous, made] = now.slice(-2);
  // The migrator runs only migrations dated after the last one it ran.
  if (previous && made.when <= previous.when)
    throw new Error(`${made.tag} is dated before ${previous.tag}: check the clock, then remove it`);
  return path.join(dir, `${made.tag}.sql`);
}

/** Runs the command; answers what it did, a line each. */
export async function run(argv: string[], open: OpenMigrated = freshDatabase): Promise<string[]> {
  const { values } = parseArgs({
    args: argv,
    options: {
      migration: { type: 'string' },
      migrations: { type: 'string', default: MIGRATIONS_DIR },
      file: { type: 'string', default: IN_FORCE_FILE },
    },
  });
  const {
    migration: name,
    migrations,
    file,
  } = values as { migration?: string; migrations: string; file: string };
  if (name !== undefined && !/^[a-z0-9_]+$/.test(name))
    throw new Error('--migration takes a name of lower-case letters, digits and underscores');
  const shown = (p: string) => path.relative(process.cwd(), p) || p;
  const db = await open(migrations);
  try {
    if (name === undefined) {
      const text = renderInForce(await readInForce(db.query));
      if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text)
        return [`${shown(file)} is up to date`];
      fs.writeFileSync(file, text);
      return [`${shown(file)} written`];
    }
    const plan = await planMigration(db.query, fs.readFileSync(file, 'utf8'));
    if (plan.statements.length === 0)
      return [
        `${shown(file)} says what the migrations leave in force: nothing changed, no migration written`,
      ];
    const made = newMigration(migrations, name);
    fs.writeFileSync(made, migrationText(name, plan.statements));
    // The file as the database will write it back once the migration has run.
    fs.writeFileSync(file, renderInForce(plan.after));
    return [
      ...plan.changes,
      `${shown(made)} written`,
      `${shown(file)} rewritten as the database writes it back`,
    ];
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  run(process.argv.slice(2)).then(
    (lines) => console.log(lines.join('\n')),
    (err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 1;
    },
  );
}
