// First-load JavaScript of the web console, gzipped, from the Vite build output and its manifest
// (apps/web builds with `build.manifest: true`):
//   login: index.html's entry and every chunk it imports statically (what the modulepreloads
//          fetch), the English shell catalogue the start-up loads, and the login page's chunk,
//          which the start-up fetches at once on /login;
//   shell: everything above (the user came through /login, whose form fetched the message code
//          once in use) plus the signed-in shell's chunks (session guard, layout, sidebar, top
//          bar, tabs), before any screen's own chunk.
// Budgets (performance issue): login <= 200 KB, shell <= 350 KB; 1 KB = 1024 bytes, gzip at its
// default level. docs/performance.md, "First load", has the figures and what moved them.
//
//   node bench/first-load.mjs            # builds apps/web first when there is no build or it is stale
//   node bench/first-load.mjs --check    # exits 1 when a budget is missed
//   WEB_DIST=/tmp/web-dist node bench/first-load.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildWeb } from '../scripts/build-web.mjs';

/** Budgets in bytes (1 KB = 1024 bytes). */
export const BUDGETS = { loginJsGzip: 200 * 1024, shellJsGzip: 350 * 1024 };

// Lazily loaded modules (paths relative to apps/web, as the manifest names them) whose chunks
// each figure counts beside the entry's. One that is no chunk of its own is bundled into the
// chunk that imports it; the table notes it, in case it was renamed.
const LOGIN = [/^src\/i18n\/en\.json$/, /^src\/features\/auth\/login-page\.tsx$/];
// The shell's menus (menus.ts) are a chunk of their own that a phone fetches after its first
// screen, but a desktop's start waits for: the figure counts them.
const SHELL = [
  /^src\/app\/message-host\.tsx$/,
  /^src\/app\/shell-root\.tsx$/,
  /^src\/components\/shell\/menus\.ts$/,
];

/** Reads `.vite/manifest.json` of a Vite build (`build.manifest: true`). */
function readManifest(distDir) {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build apps/web with build.manifest on`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Keys of the chunks a set of manifest keys loads: themselves and their static imports, transitively. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return seen;
}

const matching = (manifest, patterns) => Object.keys(manifest).filter((k) => patterns.some((p) => p.test(k)));
const unmatched = (manifest, patterns) =>
  patterns.filter((p) => !Object.keys(manifest).some((k) => p.test(k))).map(String);

/**
 * Gzipped JavaScript the login route and the signed-in shell load at first, from a Vite build
 * directory. Returns the totals and the chunk files of each, with their gzipped sizes.
 */
export function measureFirstLoad(distDir) {
  const manifest = readManifest(distDir);
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  const gzCache = new Map();
  const gz = (file) => {
    if (!gzCache.has(file)) gzCache.set(file, gzipSync(fs.readFileSync(path.join(distDir, file))).length);
    return gzCache.get(file);
  };
  const filesOf = (keys) =>
    [...new Set([...keys].map((k) => manifest[k].file))].filter((f) => f.endsWith('.js'));
  const describe = (keys) => {
    const files = filesOf(keys)
      .map((file) => ({ file, gzip: gz(file) }))
      .sort((a, b) => b.gzip - a.gzip);
    return { gzip: files.reduce((sum, f) => sum + f.gzip, 0), files };
  };

  const login = staticClosure(manifest, [entry, ...matching(manifest, LOGIN)]);
  const shell = staticClosure(manifest, [...login, ...matching(manifest, SHELL)]);
  const l = describe(login);
  const s = describe(shell);
  return {
    loginJsGzip: l.gzip,
    shellJsGzip: s.gzip,
    login: l.files,
    shell: s.files,
    notChunks: unmatched(manifest, [...LOGIN, ...SHELL]),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(result) {
  const shellOnly = result.shell.filter((f) => !result.login.some((l) => l.file === f.file));
  const rows = [
    ...result.login.map((f) => ['login', f.file, kb(f.gzip)]),
    ...shellOnly.map((f) => ['+shell', f.file, kb(f.gzip)]),
  ];
  const widths = [6, Math.max(5, ...rows.map((r) => r[1].length)), 10];
  const line = (cells) =>
    cells.map((c, i) => (i === 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log(line(['route', 'chunk', 'gzip']));
  for (const r of rows) console.log(line(r));
  for (const p of result.notChunks) console.log(`(no chunk of its own: ${p})`);
  for (const [name, key] of [
    ['login', 'loginJsGzip'],
    ['shell', 'shellJsGzip'],
  ]) {
    const ok = result[key] <= BUDGETS[key];
    console.log(`${name} total ${kb(result[key])} (budget ${kb(BUDGETS[key])}) ${ok ? 'ok' : 'OVER BUDGET'}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = buildWeb();
  const result = measureFirstLoad(distDir);
  printTable(result);
  console.log(JSON.stringify({ loginJsGzip: result.loginJsGzip, shellJsGzip: result.shellJsGzip }));
  if (process.argv.includes('--check')) {
    const missed = Object.keys(BUDGETS).filter((k) => result[k] > BUDGETS[k]);
    if (missed.length) {
      console.error(`Budget missed: ${missed.join(', ')}`);
      process.exit(1);
    }
  }
}
