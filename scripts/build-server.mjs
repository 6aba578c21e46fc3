// Bundles the API server into apps/server/dist/server.mjs, which `npm start` runs with plain Node:
// no TypeScript compiler in the running process (tsx's loader thread and its caches held about
// 80 MB of the server's memory, docs/performance.md). The workspace's contract is bundled in;
// npm packages stay outside, loaded from node_modules as usual. Rebuilt when a source is newer.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { newest } from './newest.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = path.join(root, 'apps/server/dist/server.mjs');
const CHUNKS = path.join(root, 'apps/server/dist/chunks');
/**
 * The Node arguments the server runs with, wherever it is started (`npm start`, the benchmarks).
 * - `--enable-source-maps`: stack traces name the sources, not the bundle.
 * - `--heap-growing-percent=100`: the next full collection when the heap has doubled since the
 *   last. V8 sizes that step by how fast it can mark against how fast the server allocates, and it
 *   counts only the main thread's share of the marking: it chose a step of 10-20 MB over a live
 *   heap of about 52 MB, a full collection every 2-3 s under load, each marking for about 190 ms on
 *   helper threads that share the server's core. Every request in flight waited out that marking:
 *   the lists' p99 over 50 ms (docs/performance.md, "Full collections every two seconds").
 * - `--expose-gc`: the server runs its full collections while idle (src/lib/idle-collection.ts;
 *   docs/performance.md, "Full collections when idle").
 */
export const SERVER_NODE_ARGS = ['--enable-source-maps', '--heap-growing-percent=100', '--expose-gc'];

/**
 * The environment the server runs with, under the caller's own (which wins):
 * - `MALLOC_ARENA_MAX=2`: images are decoded by sharp on libuv's worker threads, and glibc gives
 *   each thread that allocates an arena of its own, which it seldom returns to the system. Twenty
 *   4 MB images left the embedded server about 55 MB larger for good (bench/upload.mjs: 456 MB
 *   resident against 401 MB with two arenas; docs/files.md).
 */
export const serverEnv = (env = process.env) => ({ MALLOC_ARENA_MAX: '2', ...env });
const SOURCES = ['apps/server/src', 'packages/contract/src'].map((p) => path.join(root, p));

/** Builds the bundle unless it is newer than every source; answers its path. */
export async function buildServer({ force = false } = {}) {
  const built = fs.existsSync(SERVER_BUNDLE) ? fs.statSync(SERVER_BUNDLE).mtimeMs : 0;
  if (!force && built > Math.max(...SOURCES.map(newest))) return SERVER_BUNDLE;
  // The chunks of an older build would pile up beside the new ones.
  fs.rmSync(CHUNKS, { recursive: true, force: true });
  await build({
    entryPoints: { server: path.join(root, 'apps/server/src/server.ts') },
    outdir: path.dirname(SERVER_BUNDLE),
    // What the server imports lazily stays in chunks of its own, with the packages they import:
    // in one file, a package imported by a lazy module is imported at start all the same (the S3
    // client, PGlite on a server that runs on PostgreSQL; docs/performance.md, "Modules a server
    // does not use").
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: { '@skin/contract': path.join(root, 'packages/contract/src/index.ts') },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return SERVER_BUNDLE;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`built ${path.relative(root, await buildServer({ force: true }))}`);
}
