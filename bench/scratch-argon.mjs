import { verify } from '@node-rs/argon2'; import pg from 'pg';
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/skin_bench' }); await c.connect();
const hash = (await c.query(`select password_hash from users where username = 'admin'`)).rows[0].password_hash; await c.end();
let n=0; const until=performance.now()+8000, t0=performance.now();
await Promise.all(Array.from({length:4},async()=>{while(performance.now()<until){await verify(hash,'Bench2026');n++;}}));
console.log('raw argon2', (n/((performance.now()-t0)/1000)).toFixed(1));
