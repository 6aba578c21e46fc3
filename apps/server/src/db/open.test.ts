import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './open';

// The embedded database is the same whichever database the suite runs on: test it once.
describe.runIf(process.env.TEST_DB !== 'postgres')('the embedded database on disk', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-open-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates a new data directory, keeps what was written, and opens with the small buffer pool', async () => {
    const first = await openDatabase({ dataDir: path.join(dataDir, 'db') }, () => undefined);
    await first.db.execute(sql`create table kept (v text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();

    const again = await openDatabase({ dataDir: path.join(dataDir, 'db') }, () => undefined);
    // Both drivers answer `{ rows }`; drizzle's union type of them does not say so.
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await again.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    const kept = await rows(sql`select v from kept`);
    const buffers = await rows(sql`show shared_buffers`);
    await again.close();
    expect(kept).toEqual([{ v: 'still here' }]);
    expect(buffers).toEqual([{ shared_buffers: '32MB' }]);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('the server on PostgreSQL', () => {
  it('compiles no statement (JIT off), on shared connections and in transactions', async () => {
    const opened = await openDatabase({ url: process.env.DATABASE_URL!, poolMax: 4 }, () => undefined);
    try {
      const jit = async (db: typeof opened.db) =>
        ((await db.execute(sql`show jit`)) as unknown as { rows: { jit: string }[] }).rows[0].jit;
      expect(await jit(opened.db)).toBe('off');
      expect(await opened.db.transaction((tx) => jit(tx as unknown as typeof opened.db))).toBe('off');
    } finally {
      await opened.close();
    }
  });
});
