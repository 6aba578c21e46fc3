import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './harness';

// The built console as the server sends it: hashed assets cached for good, the page revalidated.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
fs.mkdirSync(path.join(root, 'assets'));
fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>console</title>');
fs.writeFileSync(path.join(root, 'assets', 'app-1a2b3c.js'), 'console.log("app");'.repeat(50));
const t = await createTestApp({ WEB_DIST: root });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the built console', () => {
  it('sends a hashed asset as cached for a year, never to change', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the page itself to be revalidated every time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/device/list' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>console</title>');
  });
});
