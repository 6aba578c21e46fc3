import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness';

/** A TCP relay to PostgreSQL that can be cut and restored, standing in for a database restart. */
async function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server;
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => undefined);
          s.on('close', () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const port = await listen(0);
  return {
    port,
    async down() {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
    up: () => listen(port),
  };
}

describe.skipIf(process.env.TEST_DB !== 'postgres')('database outage', async () => {
  const proxy = await relay(new URL(process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432'));
  const t = await createTestApp({}, { port: proxy.port });

  it('answers 503 while the database is gone and recovers without a restart', async () => {
    expect((await t.as('admin', { method: 'GET', url: '/api/ums-user' })).statusCode).toBe(200);
    await proxy.down();
    try {
      const during = await t.as('admin', { method: 'GET', url: '/api/ums-user' });
      expect(during.statusCode).toBe(503);
      expect(during.json()).toMatchObject({ code: 503 });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    } finally {
      await proxy.up();
    }
    let after = 0;
    for (let i = 0; i < 20 && after !== 200; i++) {
      after = (await t.as('admin', { method: 'GET', url: '/api/ums-user' })).statusCode;
      if (after !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(after).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
