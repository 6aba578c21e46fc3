import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IN_FORCE_FILE } from '../scripts/derived';
import { parseInForce, readInForce, renderInForce } from '../src/db/derived/definitions';
import { GUARD_FUNCTIONS, KEPT_FIGURES } from '../src/db/derived/kept-figures';
import { createTestApp } from './harness';

// src/db/derived/in-force.sql is the one place where the trigger functions and triggers in force
// can be read (the migrations redefine some of them several times): it must be exactly what the
// migrations leave, and every trigger function in it must keep something kept-figures.ts lists.
const t = await createTestApp();
const query = async (text: string) =>
  ((await t.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
const REGENERATE =
  'run `npm run db:derived -w apps/server` to write it again from the migrations (or, to put an edit of ' +
  'it in force, `npm run db:derived -w apps/server -- --migration <name>`)';

describe('the functions and triggers in force', () => {
  it('are those in-force.sql shows', async () => {
    const inForce = await readInForce(query);
    const file = fs.readFileSync(IN_FORCE_FILE, 'utf8');
    const written = new Map(parseInForce(file).map((d) => [d.key, d.sql]));
    const differing = [
      ...inForce.filter((d) => written.get(d.key) !== d.sql).map((d) => `${d.kind} ${d.key}`),
      ...[...written.keys()].filter((key) => !inForce.some((d) => d.key === key)).map((k) => `${k} (gone)`),
    ];
    expect(differing, `in-force.sql differs from the migrations: ${REGENERATE}`).toEqual([]);
    // Its notes and order too.
    expect(file === renderInForce(inForce), `in-force.sql is not as written: ${REGENERATE}`).toBe(true);
  });

  it('keep nothing that kept-figures.ts does not list', async () => {
    const triggerFunctions = (
      await query(`select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prorettype = 'trigger'::regtype order by 1`)
    ).map((r) => String(r.name));
    const listed = new Set([...KEPT_FIGURES.flatMap((f) => f.functions), ...GUARD_FUNCTIONS]);
    expect(
      triggerFunctions.filter((f) => !listed.has(f)),
      'trigger functions that neither an entry of src/db/derived/kept-figures.ts nor its guards name',
    ).toEqual([]);
    expect(
      [...listed].filter((f) => !triggerFunctions.includes(f)),
      'functions kept-figures.ts names that are not trigger functions in force',
    ).toEqual([]);
    expect(new Set(KEPT_FIGURES.map((f) => f.name)).size).toBe(KEPT_FIGURES.length);
  });
});
