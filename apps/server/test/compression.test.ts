import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, chooseEncoding } from '../src/plugins/compression';
import { createTestApp } from './harness';

const t = await createTestApp();
const list = (acceptEncoding?: string) =>
  t.as('admin', {
    method: 'GET',
    url: '/api/device?pageNum=1&pageSize=20',
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compressed answers', () => {
  it('sends a list as Brotli or gzip to a browser that accepts it, the same JSON once decoded', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers.vary).toContain('accept-encoding');

    const br = await list('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await list('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    // Refused by weight, or only an encoding the server does not write: as it is.
    for (const refused of ['br;q=0, gzip;q=0', 'identity', 'deflate'])
      expect((await list(refused)).headers['content-encoding'], refused).toBeUndefined();
  });

  it('leaves small answers and the console files as they are', async () => {
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data.status).toBe('ok');
  });
});

describe('chooseEncoding', () => {
  it('prefers Brotli, then gzip, honours q=0 and *', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('GZIP')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('br; q=0.0, gzip; q=0')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
  });
});
