// Starts the API server as its own process (as `npm start` runs it: the bundle), for the benchmarks.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer, SERVER_NODE_ARGS, serverEnv } from '../../scripts/build-server.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** A running server: its base URL, resident memory, and a stop. */
export async function startServer({ port, env, nodeArgs = [], prefix = [] }) {
  // `nodeArgs` such as `--cpu-prof` profile the server under a benchmark's load; `prefix` runs it
  // under another command (`taskset -c 1`, lib/cores.mjs), which execs node in the same process.
  const argv = [...prefix, process.execPath, ...nodeArgs, ...SERVER_NODE_ARGS, await buildServer()];
  const child = spawn(argv[0], argv.slice(1), {
    cwd: root,
    env: serverEnv({ ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  for (let i = 0; i < 1200 && !exited; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  if (exited) throw new Error('the server exited while starting');
  return {
    base,
    pid: child.pid,
    /**
     * CPU time the server process has used so far, user and system, in ms (Linux; `/proc/<pid>/stat`
     * counts it in the kernel's 100 Hz ticks, so a figure's half of 10 s reads it to within 1%).
     */
    cpuMs() {
      // The command name, in brackets, may hold spaces: the fields are counted from after it.
      const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime (fields 14 and 15)
    },
    /** Resident memory of the server process in MB (Linux). */
    rssMb() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
    },
    async stop() {
      if (exited) return;
      const done = new Promise((r) => child.on('exit', r));
      child.kill('SIGTERM');
      await done;
    },
  };
}

/**
 * fetch, tried once more when the connection was dropped: between two loads the server closes an
 * idle keep-alive connection, and a request that picks it up at that moment fails with
 * 'other side closed' without reaching the server.
 */
export async function fetchOnce(url, init) {
  try {
    return await fetch(url, init);
  } catch (e) {
    // undici names the closed socket UND_ERR_SOCKET when it reads, EPIPE or ECONNRESET when it writes.
    if (!['UND_ERR_SOCKET', 'EPIPE', 'ECONNRESET'].includes(e?.cause?.code)) throw e;
    return fetch(url, init);
  }
}

/** Signs a user in through the API; answers the token grant (access and refresh token). */
export async function tokenFor(base, username, password) {
  const body = new URLSearchParams({
    grant_type: 'password',
    username,
    password,
    scope: 'console',
    client_id: 'console',
    client_secret: 'console-secret',
  });
  const json = await (await fetchOnce(`${base}/api/oauth/token`, { method: 'POST', body })).json();
  if (!json.access_token) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(json)}`);
  return json;
}

/** Signs a user in; answers the bearer header. */
export async function signIn(base, username, password) {
  return { authorization: `Bearer ${(await tokenFor(base, username, password)).access_token}` };
}
