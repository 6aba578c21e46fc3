import fs from 'node:fs';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/client';
import type { DatabaseSource } from '../src/db/open';
import { PGLITE_EXTENSIONS } from '../src/db/open-embedded';
import { demoPassword } from '../src/demo/demo';
import { testConfig } from './config';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Signs a demo user in and returns its tokens. */
  login(
    username: string,
    password?: string,
  ): Promise<{ access_token: string; refresh_token: string; userId: number }>;
  /** Calls the API as a user (a username is signed in once and its token cached). */
  as(username: string | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** Forgets cached tokens (after a password change or logout). */
  forget(username?: string): void;
}

/** A log stream that keeps every line the app writes, for tests that read the log. */
export function logLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

/** Signs in through the real token endpoint. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password = demoPassword(username),
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    query: {
      username,
      password,
      grant_type: 'password',
      scope: 'console',
      client_id: 'console',
      client_secret: 'console-secret',
    },
    remoteAddress,
  });
}

/** One app per test file, on a fresh copy of the seeded database (PGlite snapshot or PostgreSQL template). */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { port?: number; logStream?: Writable } = {},
): Promise<TestApp> {
  let cleanup = async () => {};
  let database: DatabaseSource;
  if (process.env.TEST_DB === 'postgres') {
    const url = new URL(process.env.DATABASE_URL!);
    const name = `skin_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
    url.pathname = `/${name}`;
    if (opts.port) url.port = String(opts.port);
    database = { url: url.toString(), poolMax: 4 };
    cleanup = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    const blob = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
    database = { pglite: await PGlite.create({ loadDataDir: blob, extensions: PGLITE_EXTENSIONS }) };
  }
  const app = await buildApp(testConfig(env), {
    database,
    logger: opts.logStream !== undefined,
    logStream: opts.logStream,
    checkReplies: true,
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
  });
  const tokens = new Map<string, string>();
  const login = async (username: string, password?: string) => {
    const res = await signIn(app, username, password);
    if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.body}`);
    return res.json();
  };
  return {
    app,
    db: app.ctx.db,
    login,
    async as(username, opts) {
      if (username && !tokens.has(username)) tokens.set(username, (await login(username)).access_token);
      const headers = {
        ...(opts.headers ?? {}),
        ...(username ? { authorization: `Bearer ${tokens.get(username)}` } : {}),
      };
      return app.inject({ ...opts, headers });
    },
    forget(username) {
      if (username) tokens.delete(username);
      else tokens.clear();
    },
  };
}
