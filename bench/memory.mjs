// Memory of the embedded server under list load: starts the server as `npm start` runs it (fresh
// embedded database, demo data), sends REQUESTS authenticated list requests from 16 concurrent
// clients and prints the server's resident memory every tenth of the run.
//
//   node bench/memory.mjs            # 30,000 requests
//   REQUESTS=6000 node bench/memory.mjs
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, SERVER_NODE_ARGS, serverEnv } from '../scripts/build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const REQUESTS = Number(process.env.REQUESTS ?? 30_000);
const CLIENTS = 16;
const PORT = Number(process.env.PORT ?? 18_480);
const base = `http://127.0.0.1:${PORT}`;
const LISTS = [
  '/api/device?pageNum=1&pageSize=20',
  '/api/ums-user?pageNum=1&pageSize=20',
  '/api/store?pageNum=1&pageSize=20',
  '/api/feedback?pageNum=1&pageSize=20',
  '/api/audit-log?pageNum=1&pageSize=20',
  '/api/ums-menu/router',
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-bench-memory-'));
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, await buildServer()], {
  cwd: root,
  env: serverEnv({
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  }),
  stdio: ['ignore', 'inherit', 'inherit'],
});

/** Resident memory of the server process, in MB (Linux). */
function rssMb() {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

async function token() {
  const body = new URLSearchParams({
    grant_type: 'password',
    username: 'admin',
    password: 'admin123',
    scope: 'console',
    client_id: 'console',
    client_secret: 'console-secret',
  });
  const res = await fetch(`${base}/api/oauth/token`, { method: 'POST', body });
  return (await res.json()).access_token;
}

try {
  await waitForHealth();
  const headers = { authorization: `Bearer ${await token()}` };
  const rows = [['after start', rssMb()]];
  const step = Math.max(1, Math.floor(REQUESTS / 10));
  let sent = 0;
  let failed = 0;
  let nextMark = step;
  async function client() {
    while (sent < REQUESTS) {
      const n = sent++;
      const res = await fetch(base + LISTS[n % LISTS.length], { headers });
      await res.arrayBuffer();
      if (!res.ok) failed++;
      if (sent >= nextMark) {
        rows.push([`after ${nextMark} requests`, rssMb()]);
        nextMark += step;
      }
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, client));
  console.log('\n| moment | RSS (MB) |\n|---|---|');
  for (const [moment, mb] of rows) console.log(`| ${moment} | ${mb} |`);
  console.log(`\n${REQUESTS} requests, ${failed} failed`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
