import { generate } from './generate.mjs';
import { startServer } from './lib/server.mjs';
import pg from 'pg';
const PG='postgres://postgres@127.0.0.1:5432/postgres'; const dbUrl='postgres://postgres@127.0.0.1:5432/skin_bench';
const admin = new pg.Client({ connectionString: PG }); await admin.connect();
const { rows } = await admin.query("select 1 from pg_database where datname='skin_bench'"); if (!rows.length) await admin.query('create database skin_bench'); await admin.end();
const first = await startServer({ port: 18_500, env: { DATABASE_URL: dbUrl, SEED_DEMO: 'false', ADMIN_PASSWORD: 'Bench2026' } });
await first.stop();
await generate(dbUrl, 1, (m)=>console.error(m));
