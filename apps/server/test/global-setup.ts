import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app';
import { PGLITE_EXTENSIONS } from '../src/db/open-embedded';
import { testConfig } from './config';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    templateDb: string;
  }
}

/**
 * Prepares one migrated, seeded database per run: a PGlite snapshot that each test file loads
 * in about a second, or a PostgreSQL template each test file clones.
 */
export default async function setup(project: TestProject) {
  // Global setup runs in the main process: the project's env, not process.env, names its database.
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = new URL(process.env.DATABASE_URL!);
    const template = `skin_tmpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    url.pathname = `/${template}`;
    const app = await buildApp(testConfig(), {
      database: { url: url.toString(), poolMax: 2 },
      logger: false,
    });
    await app.close();
    project.provide('templateDb', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const app = await buildApp(testConfig(), { database: { pglite }, logger: false });
  const dump = await pglite.dumpDataDir('gzip');
  await app.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'skin-test-')), 'snapshot.tar.gz');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('templateDb', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
