import path from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { startGroups } from './start-chunks';

const WEB = path.resolve(import.meta.dirname, '..');
const SHELL = path.join(WEB, 'src/app/shell-root.tsx');
const LOGIN = path.join(WEB, 'src/features/auth/login-page.tsx');

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  more: Partial<Rolldown.OutputChunk> = {},
) =>
  ({
    type: 'chunk',
    fileName,
    moduleIds,
    imports,
    isEntry: false,
    facadeModuleId: null,
    ...more,
  }) as Rolldown.OutputChunk;

// A build as the bundler splits it: the entry with two chunks of its own, one of which imports a
// third; the login page and the shell share a chunk (the API client) and the start; the shell has
// two chunks of its own, one shared with a screen; a screen and a lazy menu stay apart.
const build = [
  chunk('index.js', ['main.tsx'], ['react.js', 'button.js'], { isEntry: true }),
  chunk('react.js', ['react', 'react-dom']),
  chunk('button.js', ['button.tsx'], ['color.js']),
  chunk('color.js', ['color.ts']),
  chunk('login-page.js', [LOGIN], ['index.js', 'api.js', 'input.js'], { facadeModuleId: LOGIN }),
  chunk('api.js', ['api-client.ts'], ['react.js']),
  chunk('input.js', ['input.tsx', 'css-var.ts']),
  chunk('shell-root.js', [SHELL], ['index.js', 'api.js', 'modal.js', 'query.js', 'input.js'], {
    facadeModuleId: SHELL,
  }),
  chunk('modal.js', ['modal.tsx', 'zoom.ts'], ['color.js']),
  chunk('query.js', ['@tanstack/query']),
  chunk('users.js', ['users.tsx'], ['modal.js', 'table.js'], { facadeModuleId: 'users.tsx' }),
  chunk('table.js', ['table.tsx']),
  chunk('menus.js', ['menus.ts'], ['index.js'], { facadeModuleId: 'menus.ts' }),
];

describe('startGroups', () => {
  const groups = startGroups(build);

  it('puts every chunk the entry loads statically, transitively, into start', () => {
    for (const id of ['react', 'react-dom', 'button.tsx', 'color.ts']) expect(groups.get(id)).toBe('start');
  });

  it("leaves the entry's own modules in the entry chunk", () => {
    expect(groups.has('main.tsx')).toBe(false);
  });

  it("puts the shell's static chunks into shell, but none the login page loads", () => {
    for (const id of ['modal.tsx', 'zoom.ts', '@tanstack/query']) expect(groups.get(id)).toBe('shell');
    for (const id of ['api-client.ts', 'input.tsx', 'css-var.ts', LOGIN]) expect(groups.has(id)).toBe(false);
  });

  it('leaves the shell root, screens and lazy chunks where they were', () => {
    for (const id of [SHELL, 'users.tsx', 'table.tsx', 'menus.ts']) expect(groups.has(id)).toBe(false);
  });

  it('refuses a build without the entry, the shell or the login page', () => {
    expect(() => startGroups(build.filter((c) => c.fileName !== 'shell-root.js'))).toThrow(/missing/);
  });
});
