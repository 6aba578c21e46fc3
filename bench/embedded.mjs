// The embedded default (`npm start`: PGlite in the server's process, demo data): the device list
// through the server against the same statements run straight on PGlite, one after another, in
// this process. PGlite runs one statement at a time whoever asks, so its baseline has no clients
// to add; the server gets a few connections, as a handful of people would open it.
//
//   node --import tsx bench/embedded.mjs      # prints both figures
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { load } from './lib/load.mjs';
import { signIn, startServer } from './lib/server.mjs';

const LIST = '/api/device?pageNum=1&pageSize=20';

/** Requests per second of the embedded server's list, and of its statements straight on PGlite. */
export async function measureEmbedded({ seconds = 8, connections = 4, port = 18_520, prefix = [] } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-bench-embedded-'));
  const capture = path.join(dataDir, 'sql.jsonl');
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', SQL_CAPTURE_FILE: capture };
  try {
    const server = await startServer({ port, env, prefix });
    let ours;
    let statements;
    try {
      const headers = await signIn(server.base, 'admin', 'admin123');
      await fetch(server.base + LIST, { headers }); // warm: the caller's grants are cached after this
      fs.writeFileSync(capture, '');
      const res = await fetch(server.base + LIST, { headers });
      if (!res.ok) throw new Error(`${LIST}: ${res.status}`);
      // The caller's statement is the request path's own cost; the baseline is the list's SQL.
      statements = fs
        .readFileSync(capture, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
        .filter((s) => /from "devices"/.test(s.query));
      fs.rmSync(capture);
      ours = await load(server.base + LIST, { connections, seconds, headers, prefix });
    } finally {
      await server.stop();
    }
    const db = await PGlite.create(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
    try {
      for (const s of statements) await db.query(s.query, s.params); // warm
      let done = 0;
      const started = performance.now();
      while (performance.now() - started < seconds * 1000) {
        for (const s of statements) await db.query(s.query, s.params);
        done++;
      }
      const baseline = done / ((performance.now() - started) / 1000);
      return { ours, baseline, statements: statements.length };
    } finally {
      await db.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureEmbedded();
  console.log(
    `embedded list ${r.ours.perSecond.toFixed(0)}/s (p99 ${r.ours.p99} ms) vs PGlite straight ${r.baseline.toFixed(0)}/s: ${(r.ours.perSecond / r.baseline).toFixed(2)}x`,
  );
}
