// The statements authenticated requests run, captured from a server of their own: the SQL the
// baselines run (pgbench on the server's own statements, never retyped).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { signIn, startServer } from './server.mjs';

/**
 * For each request (`url`, signed in `as` a user with `password`), the statements it sent and their
 * parameters, in the order sent: one server on `dbUrl` started with SQL_CAPTURE_FILE, each request
 * asked once to warm (the caller's grants may be cached) and then captured. Before each capture
 * `figures_writes` is raised: the dashboard keeps a scope's figures until a write raises it
 * (migration 0028), so the captured view reads them and pgbench runs what a view that reads them runs.
 */
export async function captureSql(dbUrl, requests, { port, password }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-sql-'));
  const file = path.join(dir, 'sql.jsonl');
  const server = await startServer({
    port,
    env: { DATABASE_URL: dbUrl, SEED_DEMO: 'false', SQL_CAPTURE_FILE: file },
  });
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const captured = [];
    for (const { url, as } of requests) {
      const headers = await signIn(server.base, as, password);
      await fetch(server.base + url, { headers });
      await db.query(`insert into figures_writes (shard, n) values (0, 1)
        on conflict (shard) do update set n = figures_writes.n + 1`);
      fs.writeFileSync(file, '');
      const res = await fetch(server.base + url, { headers });
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      await res.arrayBuffer();
      captured.push(
        fs
          .readFileSync(file, 'utf8')
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l)),
      );
    }
    return captured;
  } finally {
    await db.end();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
