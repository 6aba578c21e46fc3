import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { IN_FORCE_FILE, type OpenMigrated, run } from '../scripts/derived';
import { type Query, readInForce, renderInForce } from '../src/db/derived/definitions';
import { PGLITE_EXTENSIONS } from '../src/db/open-embedded';
import { MIGRATIONS_DIR } from '../src/paths';
import { onPostgres } from './statements';

// `npm run db:derived -w apps/server -- --migration <name>` on copies of the migrations and of
// in-force.sql: nothing written while the file says what is in force; edits made a migration
// through drizzle-kit, which, run on the database, leaves in force what the file says.

/** The run's migrated, seeded database (a copy of its own), and a way to run a folder's new migrations on it. */
async function migratedDatabase() {
  if (onPostgres) {
    const url = new URL(process.env.DATABASE_URL!);
    const name = `skin_derived_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    return {
      query: (async (text) => (await client.query(text)).rows) as Query,
      migrate: (dir: string) => migratePg(drizzlePg(client), { migrationsFolder: dir }),
      close: async () => {
        await client.end();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const blob = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
  const db = await PGlite.create({ loadDataDir: blob, extensions: PGLITE_EXTENSIONS });
  return {
    query: (async (text) => (await db.query<Record<string, unknown>>(text)).rows) as Query,
    migrate: (dir: string) => migratePglite(drizzlePglite(db) as never, { migrationsFolder: dir }),
    close: () => db.close(),
  };
}

const db = await migratedDatabase();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'derived-'));
const migrations = path.join(dir, 'drizzle');
const file = path.join(dir, 'in-force.sql');
fs.cpSync(MIGRATIONS_DIR, migrations, { recursive: true });
fs.copyFileSync(IN_FORCE_FILE, file);
const journalOf = (folder: string) => fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8');
const repositoryJournal = journalOf(MIGRATIONS_DIR);
afterAll(async () => {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const open: OpenMigrated = async (folder) => {
  await db.migrate(folder);
  return { query: db.query, close: async () => {} };
};
const derived = (name: string) =>
  run(['--migration', name, '--migrations', migrations, '--file', file], open);

/** The file with `from` replaced by `to`, where `from` must be. */
function edit(text: string, from: string | RegExp, to: string) {
  expect(text).toMatch(from);
  return text.replace(from, to);
}

describe('a migration made from in-force.sql', () => {
  it('is not made while the file says what the migrations leave in force', async () => {
    const lines = await derived('nothing');
    expect(lines.join('\n')).toMatch(/nothing changed, no migration written/);
    expect(journalOf(migrations)).toBe(repositoryJournal);
    expect(fs.readdirSync(migrations).length).toBe(fs.readdirSync(MIGRATIONS_DIR).length);
  });

  // drizzle-kit starts in a process of its own and reads the schema: seconds on a busy machine.
  it('holds the functions and triggers edited, added and removed, and puts them in force', {
    timeout: 120_000,
  }, async () => {
    let text = fs.readFileSync(file, 'utf8');
    // tree_written raises its sum by two; a trigger loses an event; another goes; one is laid out anew.
    text = edit(
      text,
      /("tree_writes" AS w \("shard", "n"\) VALUES \("kept_count_shard"\(\), )1\)(\s+ON CONFLICT \("shard"\) DO UPDATE SET "n" = w\."n" \+ )1;/,
      '$12)$22;',
    );
    text = edit(
      text,
      'AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.diseases',
      'AFTER INSERT OR DELETE OR TRUNCATE ON public.diseases',
    );
    text = edit(
      text,
      /-- trigger users_gone_figures_written[^\n]*\nCREATE TRIGGER users_gone_figures_written[^\n]*\n/,
      '',
    );
    text = edit(
      text,
      'UPDATE OF id OR TRUNCATE ON public.devices FOR EACH',
      'UPDATE OF id OR TRUNCATE ON public.devices\n  FOR EACH',
    );
    text += `
-- function derived_probe (trigger): on diseases
CREATE FUNCTION public.derived_probe() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  RETURN NULL;
END $function$;

CREATE TRIGGER derived_probe_kept AFTER INSERT ON public.diseases FOR EACH STATEMENT EXECUTE FUNCTION derived_probe();
`;
    fs.writeFileSync(file, text);

    const lines = await derived('edited_kept');
    expect(lines.slice(0, -2).sort()).toEqual([
      'function derived_probe() added',
      'function tree_written() changed',
      'trigger derived_probe_kept on diseases added',
      'trigger diseases_figures_written on diseases changed',
      'trigger users_gone_figures_written on users dropped',
    ]);
    // drizzle-kit's own files: the SQL, the journal's entry and the snapshot.
    const entries = JSON.parse(journalOf(migrations)).entries as { tag: string }[];
    const made = entries.at(-1)!.tag;
    expect(entries.length).toBe(JSON.parse(repositoryJournal).entries.length + 1);
    expect(made).toMatch(/^\d{4}_edited_kept$/);
    expect(fs.existsSync(path.join(migrations, 'meta', `${made.slice(0, 4)}_snapshot.json`))).toBe(true);
    const migration = fs.readFileSync(path.join(migrations, `${made}.sql`), 'utf8');
    const statements = migration
      .split('--> statement-breakpoint')
      .map((s) => s.replace(/^(--[^\n]*\n)+/, '').trim());
    expect(statements).toEqual([
      'DROP TRIGGER IF EXISTS "users_gone_figures_written" ON "users";',
      expect.stringMatching(/^CREATE OR REPLACE FUNCTION public\.derived_probe\(\)/),
      expect.stringMatching(
        /^CREATE OR REPLACE FUNCTION public\.tree_written\(\)[\s\S]*VALUES \("kept_count_shard"\(\), 2\)/,
      ),
      'DROP TRIGGER IF EXISTS "derived_probe_kept" ON "diseases";',
      expect.stringMatching(/^CREATE TRIGGER derived_probe_kept AFTER INSERT ON public\.diseases/),
      'DROP TRIGGER IF EXISTS "diseases_figures_written" ON "diseases";',
      expect.stringMatching(/^CREATE TRIGGER diseases_figures_written AFTER INSERT OR DELETE OR TRUNCATE ON/),
    ]);

    // Run as the server runs its migrations at start: what is then in force is the file, rewritten.
    await db.migrate(migrations);
    expect(renderInForce(await readInForce(db.query))).toBe(fs.readFileSync(file, 'utf8'));
    const sum = async () => Number((await db.query('select coalesce(sum(n), 0) as n from tree_writes'))[0].n);
    const was = await sum();
    await db.query('delete from users where false');
    expect(await sum()).toBe(was + 2);
    // Once run, nothing more to make.
    expect((await derived('again')).join('\n')).toMatch(/nothing changed/);
    expect(journalOf(MIGRATIONS_DIR)).toBe(repositoryJournal);
  });
});
