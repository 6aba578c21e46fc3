import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from './harness';
import { onPostgres } from './statements';

// The server runs its statements prepared, and PostgreSQL keeps a statement's plan made once only
// when it looks no dearer than the plans made for each run's values; otherwise it plans every run,
// which cost the largest agent's goods page, and every list reading the kept counts once those
// held very unequal numbers of rows per count, more than the page itself (docs/performance.md,
// "Prepared statements and plans"). This runs each request's statements as the server sent them,
// seven times on a connection of its own, and asks PostgreSQL which plans it used.
const t = await createTestApp();
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;

/** The statements a request sends to PostgreSQL, with their values. */
async function statementsOf(username: string, url: string) {
  const sent: { text: string; values: unknown[] }[] = [];
  // Signed in and the caller's grants read before: only the request's own statements are taken.
  await t.as(username, { method: 'GET', url });
  const spy = vi.spyOn(pg.Client.prototype as { query: (...a: unknown[]) => unknown }, 'query');
  try {
    const res = await t.as(username, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    for (const [config, values] of spy.mock.calls) {
      const c = config as { text?: string; values?: unknown[] };
      if (typeof c?.text === 'string')
        sent.push({ text: c.text, values: (values as unknown[]) ?? c.values ?? [] });
    }
  } finally {
    spy.mockRestore();
  }
  // Reads with values: a statement without any has one plan only.
  return sent.filter((s) => s.values.length > 0 && /^\s*(select|with)\b/i.test(s.text));
}

describe.skipIf(!onPostgres)('prepared statements', () => {
  it('keep the plan made once for the lists, whatever the kept counts hold', async () => {
    // A count of many values beside the few of the others, as the test records by store are: here
    // owners of goods that no user is, so no list's total changes.
    await t.db.execute(sql`insert into kept_counts (counted, value, shard, n)
      select 'goods.owner_id', 'plans-' || i, 0, 1 from generate_series(1, 40000) i`);
    await t.db.execute(sql`analyze kept_counts`);
    const [{ store }] = await rows<{ store: number }>(sql`select min(store_id) as store from test_records`);
    const requests: [string, string][] = [
      ['admin', '/api/test-record?pageNum=1&pageSize=5'],
      ['admin', `/api/test-record?pageNum=1&pageSize=5&storeId=${store}`],
      ['admin', '/api/test-record?pageNum=1&pageSize=5&testedFrom=2026-01-01&testedTo=2026-12-31'],
      ['admin', '/api/device?pageNum=1&pageSize=5&state=in_stock'],
      ['admin', '/api/goods?pageNum=1&pageSize=5&category=serum'],
      ['agent1', '/api/goods?pageNum=1&pageSize=5'],
      ['agent1', '/api/device?pageNum=1&pageSize=5'],
      ['agent1', '/api/test-record?pageNum=1&pageSize=5'],
    ];
    const [{ name }] = await rows<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const replanned: string[] = [];
      for (const [username, path] of requests) {
        const statements = await statementsOf(username, path);
        expect(statements.length, path).toBeGreaterThan(0);
        for (const [i, s] of statements.entries()) {
          const statement = `plans_${replanned.length}_${i}_${Math.random().toString(36).slice(2, 8)}`;
          for (let run = 0; run < 7; run++)
            await client.query({ name: statement, text: s.text, values: s.values });
          const {
            rows: [plans],
          } = await client.query(
            'select generic_plans, custom_plans from pg_prepared_statements where name = $1',
            [statement],
          );
          // PostgreSQL makes five plans for the values, then keeps the one made once if it is no dearer.
          if (Number(plans.generic_plans) === 0) replanned.push(`${path}: ${s.text.slice(0, 120)}`);
        }
      }
      expect(replanned).toEqual([]);
    } finally {
      await client.end();
      await t.db.execute(sql`delete from kept_counts where value like 'plans-%'`);
    }
  });
});
