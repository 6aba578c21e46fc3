import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import { splitCores } from './lib/cores.mjs'; import { load } from './lib/load.mjs';
import { pgbench } from './lib/pgbench.mjs'; import { signIn, startServer } from './lib/server.mjs';
const dbUrl='postgres://postgres@127.0.0.1:5432/skin_bench'; const PW='Bench2026';
const lists = JSON.parse(process.argv[2]); const C=Number(process.env.C??32); const S=Number(process.env.S??8);
const log=(m)=>console.error(m);
async function captureSql(url, as) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'skin-sql-')), 'sql.jsonl');
  const server = await startServer({ port: 18601, env: { DATABASE_URL: dbUrl, SEED_DEMO: 'false', SQL_CAPTURE_FILE: file } });
  try { const h = await signIn(server.base, as, PW); await fetch(server.base+url,{headers:h}); fs.writeFileSync(file,'');
    await fetch(server.base+url,{headers:h});
    return fs.readFileSync(file,'utf8').trim().split('\n').filter(Boolean).map(l=>JSON.parse(l)); } finally { await server.stop(); }
}
const cores = process.env.NOPIN ? {prefix:[],restore(){}} : splitCores(log);
try {
  for (const [name,{url,as='admin'}] of Object.entries(lists)) {
    if (process.env.NOPG) continue;
    const st=(await captureSql(url,as)).filter(s=>/from "devices"/.test(s.query));
    const b=pgbench(dbUrl,st,{clients:C,seconds:S,prefix:cores.prefix}); lists[name].b=b;
    log(`${name}: pgbench ${b.perSecond.toFixed(0)}/s avg ${b.latencyAvg} p99 ${b.p99?.toFixed(1)}`);
  }
  const server = await startServer({ port: 18602, env: { DATABASE_URL: dbUrl, SEED_DEMO: 'false', DATABASE_POOL_MAX: process.env.POOL ?? String(C), NODE_OPTIONS: process.env.NO ?? '' }, nodeArgs: process.env.NA ? process.env.NA.split(' ') : [], prefix: cores.prefix });
  try { for (const [name,l] of Object.entries(lists)) { const h=await signIn(server.base,l.as??'admin',PW);
      if (l.method) { const r=await load(server.base+l.url,{connections:l.c??C,seconds:S,headers:{...h,...l.headers},method:l.method,body:l.body,prefix:cores.prefix}); log(`${name}: ${r.perSecond.toFixed(0)}/s p99 ${r.p99} err ${r.errors}`); continue; }
      await load(server.base+l.url,{connections:C,seconds:1,headers:h,prefix:cores.prefix});
      const r=await load(server.base+l.url,{connections:C,seconds:S,headers:h,prefix:cores.prefix});
      log(`${name}: server ${r.perSecond.toFixed(0)}/s p99 ${r.p99} err ${r.errors} ratio ${(r.perSecond/(l.b?.perSecond??NaN)).toFixed(2)}`); }
  } finally { await server.stop(); }
} finally { cores.restore(); }
