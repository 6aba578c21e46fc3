// Creates an embedded database's data directory in a process of its own. PGlite's initdb grows
// the WebAssembly heap to ~800 MB and WebAssembly memory is never given back, so doing it in the
// server's own process would keep that much resident for the server's whole life.
import { PGlite } from '@electric-sql/pglite';

const db = await PGlite.create(process.argv[2]);
await db.close();
