import { type AnyEndpoint, crudEndpoints, declaredEndpoints, resources, routeOf } from '@skin/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness';

/** Every route Fastify has, as `METHOD /url`, read from its route tree (HEAD is Fastify's own). */
function registeredRoutes(tree: string): string[] {
  const prefixes: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const at = line.indexOf('── ');
    if (at < 0) continue;
    const depth = (at - 1) / 4;
    const [, segment, methods] = /^(.*?)(?: \(([^)]*)\))?$/.exec(line.slice(at + 3))!;
    prefixes[depth] = (depth ? prefixes[depth - 1] : '') + segment;
    for (const method of methods?.split(', ') ?? [])
      if (method !== 'HEAD') routes.push(`${method} ${prefixes[depth]}`);
  }
  return routes;
}

const keyOf = (e: AnyEndpoint) => `${e.method} ${routeOf(e)}`;

const t = await createTestApp();
const registered = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
const standard = resources.flatMap((def) => {
  const { states, ...rest } = crudEndpoints(def);
  return [...Object.values(rest), ...(Object.values(states) as AnyEndpoint[])].map(keyOf);
});
const declared = declaredEndpoints().map(keyOf);

describe('every API route is declared in the contract', () => {
  it('reads the route tree', () => {
    expect(registered).toContain('GET /api/ums-user/me');
    expect(registered).toContain('DELETE /api/ums-user/id/:id');
    expect(registered.length).toBeGreaterThan(100);
  });

  it('registers no route under /api that is neither a standard route nor a declared endpoint', () => {
    const api = registered.filter((r) => r.split(' ')[1].startsWith('/api/') && !r.includes('/api/docs'));
    const known = new Set([...standard, ...declared]);
    expect(api.filter((r) => !known.has(r))).toEqual([]);
  });

  it('registers every declared endpoint, once', () => {
    expect(declared.filter((d) => !registered.includes(d))).toEqual([]);
    expect(declared.length).toBe(new Set(declared).size);
  });
});
