// The rule set of scripts/layers.mjs: the repository keeps it, and `npm run check` fails on an
// import that runs up a floor, on one feature reaching into another and on an import cycle.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLayers, importsOf, readSources } from './layers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const S = 'apps/server/src/';
const W = 'apps/web/src/';

/** The repository's sources with one line added at the top of one file. */
function withImport(file, line) {
  const files = readSources(root);
  expect(files.has(file), file).toBe(true);
  files.set(file, `${line}\n${files.get(file)}`);
  return files;
}

describe('the layering rules', () => {
  it('hold in the repository as it is', () => {
    expect(checkLayers(readSources(root))).toEqual([]);
  });

  it('refuse the database floor importing a module', () => {
    const problems = checkLayers(
      withImport(`${S}db/client.ts`, "import { hashToken } from '../modules/auth/tokens';"),
    );
    expect(problems).toEqual([
      `${S}db/client.ts imports ${S}modules/auth/tokens.ts: the server db floor may not import the server modules floor`,
    ]);
  });

  it('refuse the pure helpers importing the database, and a plugin importing a module', () => {
    const lib = checkLayers(withImport(`${S}lib/errors.ts`, "import type { Db } from '../db/client';"));
    expect(lib).toEqual([
      `${S}lib/errors.ts imports ${S}db/client.ts: the server lib floor may not import the server db floor`,
    ]);
    const plugin = checkLayers(
      withImport(
        `${S}plugins/auth.ts`,
        "import type { AuditService } from '../modules/audit/audit.service';",
      ),
    );
    expect(plugin).toHaveLength(1);
    expect(plugin[0]).toMatch(/the server plugins floor may not import the server modules floor/);
  });

  it('refuse the web helpers importing a store, and a feature importing another feature', () => {
    const lib = checkLayers(
      withImport(`${W}lib/paths.ts`, "import { useTagsView } from '../stores/tags-view';"),
    );
    expect(lib[0]).toMatch(/the web lib floor may not import the web stores floor/);
    const features = fs.readdirSync(path.join(root, W, 'features'));
    const [one, other] = features;
    const inOne = [...readSources(root).keys()].find(
      (f) => f.startsWith(`${W}features/${one}/`) && f.endsWith('.ts'),
    );
    const inOther = [...readSources(root).keys()].find(
      (f) => f.startsWith(`${W}features/${other}/`) && f.endsWith('.ts'),
    );
    const spec = path.posix.relative(path.posix.dirname(inOne), inOther).replace(/\.ts$/, '');
    const problems = checkLayers(withImport(inOne, `import '${spec.startsWith('.') ? spec : `./${spec}`}';`));
    expect(problems.some((p) => p.endsWith('one feature never imports another'))).toBe(true);
  });

  it('let one file import another one way, and refuse an import cycle, even of types only', () => {
    const problems = checkLayers(withImport(`${S}lib/iso-time.ts`, "import type { Gate } from './gate';"));
    expect(problems).toEqual([]);
    const cycle = withImport(`${S}lib/gate.ts`, "import type { X } from './bounded-map';");
    cycle.set(
      `${S}lib/bounded-map.ts`,
      `import type { Y } from './gate';\n${cycle.get(`${S}lib/bounded-map.ts`)}`,
    );
    expect(checkLayers(cycle)).toEqual([`import cycle among ${S}lib/bounded-map.ts, ${S}lib/gate.ts`]);
  });

  it('read every form of import and skip commented ones', () => {
    const source = [
      "import a from './a';",
      "import type { B } from './b';",
      "export { c } from './c';",
      "import './d.css';",
      "const e = await import('./e');",
      "import {\n  f,\n  g,\n} from './fg';",
      "// import h from './h';",
    ].join('\n');
    expect(importsOf(source).sort()).toEqual(['./a', './b', './c', './d.css', './e', './fg']);
  });

  it('fail the check command on a copy of the repository with one import running up', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'));
    try {
      for (const dir of ['packages/contract/src', 'apps/server/src', 'apps/web/src'])
        fs.cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true });
      const script = path.join(root, 'scripts/layers.mjs');
      expect(spawnSync('node', [script, copy]).status).toBe(0);
      const file = path.join(copy, S, 'db/seed/menus.ts');
      fs.writeFileSync(
        file,
        `import { createTokenService } from '../../modules/auth/token.service';\n${fs.readFileSync(file, 'utf8')}`,
      );
      const r = spawnSync('node', [script, copy], { encoding: 'utf8' });
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(
        /db\/seed\/menus\.ts imports .*token\.service\.ts: the server db floor may not import the server modules floor/,
      );
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
