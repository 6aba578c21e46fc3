import path from 'node:path';
import { build, type InlineConfig, type Rolldown } from 'vite';

/**
 * What every start downloads, in as few files as the graph allows. Left to the bundler, the modules
 * a start imports statically came in 11 chunks for the entry and 17 more for the signed-in shell,
 * most of them 1-4 KB: each module goes where the set of lazy chunks sharing it puts it. A start
 * downloads all of them anyway, and on a phone's line each file costs a round trip of its own
 * (docs/performance.md, "Fewer files at start").
 *
 * The plan is read off a first build of the same config that writes nothing (the chunks as the
 * bundler splits them, after tree-shaking; the import graph alone would count every component
 * behind antd's index as imported):
 * - `start`: the modules of every chunk the entry imports statically, transitively. Every page,
 *   signed in or not, runs all of them before anything else.
 * - `shell`: the modules of the chunks the signed-in shell (`src/app/shell-root.tsx`) imports
 *   statically, less `start` and less every chunk the login page imports statically, so the login
 *   page never downloads the shell. What the login page imports is closed under static imports,
 *   so the shell's chunk imports `start` and the chunks the login page shares, never the reverse.
 * Screens and whatever is imported lazily keep their own chunks.
 */
const WEB = path.resolve(import.meta.dirname, '..');
const SHELL = path.join(WEB, 'src/app/shell-root.tsx');
const LOGIN = path.join(WEB, 'src/features/auth/login-page.tsx');

type Chunk = Rolldown.OutputChunk;
export type StartGroup = 'start' | 'shell';

/** The chunks `root` imports statically, transitively, itself included. */
function closure(root: Chunk, byFile: Map<string, Chunk>): Set<Chunk> {
  const seen = new Set<Chunk>();
  const stack = [root];
  while (stack.length) {
    const chunk = stack.pop() as Chunk;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const dep = byFile.get(file);
      if (dep) stack.push(dep);
    }
  }
  return seen;
}

/** Each module's group, from the chunks of a build left to the bundler. */
export function startGroups(chunks: Chunk[]): Map<string, StartGroup> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const shellRoot = chunks.find((c) => c.facadeModuleId === SHELL);
  const loginPage = chunks.find((c) => c.facadeModuleId === LOGIN);
  if (!entry || !shellRoot || !loginPage)
    throw new Error('start-chunks: the entry, shell or login chunk is missing');
  const start = closure(entry, byFile);
  const login = closure(loginPage, byFile);
  const groups = new Map<string, StartGroup>();
  // The entry's own modules stay in the entry chunk, which index.html names.
  for (const chunk of start) if (chunk !== entry) for (const id of chunk.moduleIds) groups.set(id, 'start');
  for (const chunk of closure(shellRoot, byFile))
    if (chunk !== shellRoot && !start.has(chunk) && !login.has(chunk))
      for (const id of chunk.moduleIds) groups.set(id, 'shell');
  return groups;
}

/**
 * Builds `config` once without writing (its `plugins` are the ones that shape the chunks) and
 * answers the code-splitting group that puts each start's modules together.
 */
export async function planStartChunks(config: InlineConfig): Promise<Rolldown.CodeSplittingGroup> {
  const out = await build({
    ...config,
    configFile: false,
    logLevel: 'warn',
    build: { ...config.build, write: false, emptyOutDir: false, manifest: false },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output.filter((c): c is Chunk => c.type === 'chunk'));
  const groups = startGroups(chunks);
  return {
    name: (id: string) => groups.get(id) ?? null,
    // The groups are whole already: a module's imports are in its group or loaded before it.
    includeDependenciesRecursively: false,
  };
}
