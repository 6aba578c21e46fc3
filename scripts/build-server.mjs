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
const SOURCES = ['apps/server/src', 'packages/contract/src'].map((p) => path.join(root, p));

/** Builds the bundle unless it is newer than every source; answers its path. */
export async function buildServer({ force = false } = {}) {
  const built = fs.existsSync(SERVER_BUNDLE) ? fs.statSync(SERVER_BUNDLE).mtimeMs : 0;
  if (!force && built > Math.max(...SOURCES.map(newest))) return SERVER_BUNDLE;
  await build({
    entryPoints: [path.join(root, 'apps/server/src/server.ts')],
    outfile: SERVER_BUNDLE,
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
