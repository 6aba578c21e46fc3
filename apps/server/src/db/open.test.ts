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
