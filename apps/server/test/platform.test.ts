import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import auth from '../src/plugins/auth';
import { createTestApp } from './harness';

const t = await createTestApp();

describe('platform', () => {
  it('reports health with the database it uses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', db: 'up' });
  });

  it('sends the security headers on every response, errors included', async () => {
    for (const url of ['/api/health', '/api/nope', '/api/ums-user/me', '/some/console/page']) {
      const h = (await t.app.inject({ method: 'GET', url })).headers;
      const csp = String(h['content-security-policy']);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(h['referrer-policy']).toBeTruthy();
      expect(h['cross-origin-opener-policy']).toBe('same-origin');
      expect(h['x-frame-options']).toBeTruthy();
    }
  });

  it('serves the OpenAPI document and the API browser', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/oauth/token'].post).toBeTruthy();
    expect(doc.paths['/api/ums-user/me'].get.description).toContain('signed-in');
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
  });

  it('answers a missing file with 404, not with the console page', async () => {
    for (const url of ['/favicon.ico', '/assets/old-chunk.js?v=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    }
    // A console route still reaches the console (here unbuilt: 503, never 404).
    expect((await t.app.inject({ method: 'GET', url: '/testDetails/12' })).statusCode).toBe(503);
  });

  it('refuses at start-up a route that does not declare its permission', async () => {
    const app = Fastify();
    await app.register(
      fp(
        async (a) => {
          a.decorate('ctx', {} as never);
        },
        { name: 'context' },
      ),
    );
    await app.register(auth);
    expect(() => app.get('/api/forgotten', async () => 'x')).toThrow(/does not declare its permission/);
  });
});

describe('bounded input: bad input is a 400 with field errors, never a 5xx', () => {
  const cases: [string, Parameters<typeof t.as>[1]][] = [
    ['40-digit id', { method: 'GET', url: `/api/ums-user/id/${'9'.repeat(40)}` }],
    ['id above the integer range', { method: 'GET', url: '/api/ums-user/id/2147483648' }],
    ['negative id', { method: 'GET', url: '/api/ums-user/id/-1' }],
    ['text id', { method: 'GET', url: '/api/ums-user/id/abc' }],
    ['delete list with junk', { method: 'DELETE', url: '/api/ums-user/id/1,,2' }],
    ['page size not offered', { method: 'GET', url: '/api/ums-user', query: { pageSize: '7' } }],
    ['huge page number', { method: 'GET', url: '/api/ums-user', query: { pageNum: '9'.repeat(30) } }],
    ['oversized filter', { method: 'GET', url: '/api/ums-user', query: { name: 'x'.repeat(5000) } }],
    [
      'unknown property',
      { method: 'POST', url: '/api/ums-feature', payload: { code: 'abc', name: 'A', isAdmin: true } },
    ],
    ['wrong type', { method: 'POST', url: '/api/ums-feature', payload: { code: 123, name: [] } }],
    [
      'oversized string',
      { method: 'POST', url: '/api/ums-feature', payload: { code: 'abc', name: 'n'.repeat(100_000) } },
    ],
    [
      'malformed JSON',
      {
        method: 'POST',
        url: '/api/ums-feature',
        payload: '{"code":',
        headers: { 'content-type': 'application/json' },
      },
    ],
    ['huge number', { method: 'PATCH', url: '/api/ums-user/enable', payload: { id: 1e300, state: 1 } }],
    [
      'bad sort',
      {
        method: 'POST',
        url: '/api/ums-role',
        payload: { parentId: 1, name: 'X', code: 'XX', sort: 10 ** 12 },
      },
    ],
  ];
  for (const [name, opts] of cases)
    it(name, async () => {
      const res = await t.as('admin', opts);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe(400);
    });

  it('reports which field is wrong', async () => {
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/ums-user',
      payload: { username: 'x', password: 'short', name: '', roleId: 3 },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data.fields)).toEqual(
      expect.arrayContaining(['username', 'password', 'name']),
    );
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/ums-feature',
      payload: { code: 'abc', name: 'x'.repeat(2_000_000) },
    });
    expect(res.statusCode).toBe(413);
  });

  it('refuses an oversized token request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      query: { grant_type: 'password', username: 'u'.repeat(500), password: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });
});
