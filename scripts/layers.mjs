// The layering rules of docs/architecture.md ("Layers"), checked on every `npm run check`: each
// source file may import only from its own floor and the floors below it, features and modules
// reach each other only as the rules allow, and no import cycle exists. A small reader of our own
// rather than a graph tool: the TypeScript compiler we use has no JavaScript API to parse with.
import fs from 'node:fs';
import path from 'node:path';

const S = 'apps/server/src/';
const W = 'apps/web/src/';
const CONTRACT = 'packages/contract/src/';

/**
 * A stack of floors, bottom first: each may import its own floor and every floor below it (the
 * contract is below all of them); the top one may import anything.
 */
function stack(floors) {
  return floors.map((floor, i) => ({
    ...floor,
    mayImport: i === floors.length - 1 ? '*' : ['contract', ...floors.slice(0, i + 1).map((f) => f.name)],
  }));
}

/** The floors; a file belongs to the first floor whose pattern matches its path. */
export const FLOORS = [
  { name: 'contract', match: (f) => f.startsWith(CONTRACT), mayImport: ['contract'] },
  ...stack([
    // Helpers that know nothing of the application: no database, no HTTP, no feature.
    { name: 'server lib', match: (f) => f.startsWith(`${S}lib/`) && !f.startsWith(`${S}lib/crud/`) },
    { name: 'server config', match: (f) => /^apps\/server\/src\/(config|paths|logging)\.ts$/.test(f) },
    { name: 'server db', match: (f) => f.startsWith(`${S}db/`) },
    { name: 'server data', match: (f) => f.startsWith(`${S}data/`) },
    { name: 'server crud', match: (f) => f.startsWith(`${S}lib/crud/`) },
    { name: 'server plugins', match: (f) => f.startsWith(`${S}plugins/`) },
    { name: 'server modules', match: (f) => f.startsWith(`${S}modules/`) },
    { name: 'server demo', match: (f) => f.startsWith(`${S}demo/`) },
    { name: 'server app', match: (f) => f.startsWith(S) },
  ]),
  ...stack([
    { name: 'web vendor', match: (f) => f.startsWith(`${W}vendor/`) },
    { name: 'web i18n', match: (f) => f.startsWith(`${W}i18n/`) },
    { name: 'web lib', match: (f) => f.startsWith(`${W}lib/`) },
    { name: 'web stores', match: (f) => f.startsWith(`${W}stores/`) },
    { name: 'web components', match: (f) => f.startsWith(`${W}components/`) },
    { name: 'web features', match: (f) => f.startsWith(`${W}features/`) },
    { name: 'web app', match: (f) => f.startsWith(W) },
  ]),
];

/** A feature (web) or a module (server) is one folder; these pairs may not import each other. */
const SIBLINGS = [{ floor: 'web features', folder: (f) => f.slice(W.length).split('/')[1] }];

const floorOf = (file) => FLOORS.find((fl) => fl.match(file));
const isTest = (file) => /\.test\.tsx?$|\.test\.mjs$|\/test\/|\/e2e\/|\/testing\//.test(file);

/** The relative and workspace specifiers a source imports (comments skipped). */
export function importsOf(source) {
  const code = source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join('\n');
  const found = new Set();
  const patterns = [
    /\b(?:import|export)\b[^;'"`]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of code.matchAll(pattern)) found.add(m[1]);
  return [...found];
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The repository path a specifier names, or null for a package outside the repository. */
function resolve(from, spec, files) {
  if (spec === '@skin/contract') return `${CONTRACT}index.ts`;
  if (!spec.startsWith('.')) return null;
  const base = path.posix.join(path.posix.dirname(from), spec);
  for (const ext of EXTENSIONS) if (files.has(base + ext)) return base + ext;
  return null;
}

/**
 * Every broken rule in a set of sources (`Map<repository path, text>`): imports that run up a
 * floor or across sibling features, and import cycles. Tests may import anything.
 */
export function checkLayers(files) {
  const problems = [];
  const graph = new Map();
  for (const [file, source] of files) {
    const edges = [];
    for (const spec of importsOf(source)) {
      const target = resolve(file, spec, files);
      if (target) edges.push(target);
    }
    graph.set(file, edges);
    if (isTest(file)) continue;
    const floor = floorOf(file);
    if (!floor) continue;
    for (const target of edges) {
      const to = floorOf(target);
      if (!to || isTest(target)) continue;
      if (floor.mayImport !== '*' && !floor.mayImport.includes(to.name))
        problems.push(
          `${file} imports ${target}: the ${floor.name} floor may not import the ${to.name} floor`,
        );
      for (const sibling of SIBLINGS)
        if (
          floor.name === sibling.floor &&
          to.name === sibling.floor &&
          sibling.folder(file) !== sibling.folder(target)
        )
          problems.push(`${file} imports ${target}: one feature never imports another`);
    }
  }
  for (const cycle of cyclesOf(graph, (f) => !isTest(f)))
    problems.push(`import cycle among ${[...cycle].sort().join(', ')}`);
  return problems;
}

/** The strongly connected groups of more than one file (Tarjan): each holds at least one cycle. */
function cyclesOf(graph, keep) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const groups = [];
  const visit = (v) => {
    info.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!keep(w) || !graph.has(w)) continue;
      if (!info.has(w)) {
        visit(w);
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
      } else if (info.get(w).onStack) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
    }
    if (info.get(v).low === info.get(v).index) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        info.get(w).onStack = false;
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.reverse());
    }
  };
  for (const v of graph.keys()) if (keep(v) && !info.has(v)) visit(v);
  return groups;
}

/** The repository's sources, keyed by their path from the root. */
export function readSources(root) {
  const files = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (/\.(tsx?|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
        files.set(rel, fs.readFileSync(path.join(root, rel), 'utf8'));
    }
  };
  for (const dir of ['packages/contract/src', 'apps/server/src', 'apps/web/src']) walk(dir);
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The repository this script sits in, or the root named on the command line.
  const root = process.argv[2] ?? path.resolve(import.meta.dirname, '..');
  const problems = checkLayers(readSources(root));
  for (const p of problems) console.error(p);
  console.log(
    problems.length ? `${problems.length} layering problems` : 'layers: no import runs up a floor, no cycle',
  );
  process.exit(problems.length ? 1 : 0);
}
