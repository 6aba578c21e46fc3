import { describe, expect, it } from 'vitest';
import { faceImage } from '../src/demo/face-image';
import { deviceUploads } from './device-uploads';
import { TINY_PNG } from './fixtures/tiny-images';
import { createTestApp } from './harness';

/**
 * A multipart file part without a file name (`Content-Disposition: form-data; name="file"`, no
 * `filename`) is refused as the client's mistake on every upload route, never a 500; a device's
 * test upload names such an image by its part.
 */
const t = await createTestApp();
const PNG = TINY_PNG;

type Part = { field: string; bytes: Buffer | string; filename?: string; type?: string };
function multipart(parts: Part[]) {
  const b = `----unnamed${Math.random().toString(36).slice(2)}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="${p.field}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}\r\n` +
        (p.type ? `Content-Type: ${p.type}\r\n` : '') +
        '\r\n',
    ),
    Buffer.from(p.bytes),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${b}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${b}` },
  };
}
// A part with a binary content type and no file name is a file whose name is missing.
const unnamed = (field: string, bytes: Buffer = PNG): Part => ({
  field,
  bytes,
  type: 'application/octet-stream',
});

describe('a file part without a file name', () => {
  it.each([
    { url: '/api/goods/upload', field: 'file', parts: [unnamed('file')] },
    { url: '/api/goods/batch', field: 'file', parts: [unnamed('file')] },
    {
      url: '/api/goods/batch',
      field: 'images',
      parts: [{ field: 'file', filename: 'goods.xlsx', bytes: PNG }, unnamed('images')],
    },
    {
      url: '/api/device-type/file/mainLogo',
      field: 'file',
      parts: [{ field: 'hardwareModel', bytes: 'M-100' }, unnamed('file')],
    },
    {
      url: '/api/device-type/file/userAgreement',
      field: 'file',
      parts: [{ field: 'hardwareModel', bytes: 'M-100' }, unnamed('file', Buffer.from('<p>x</p>'))],
    },
  ])('POST $url: an unnamed $field part is a 400, nothing stored', async ({ url, field, parts }) => {
    const fileCount = async () =>
      ((await t.db.execute('select count(*)::int as n from files')) as unknown as { rows: unknown[] }).rows;
    const files = await fileCount();
    const res = await t.as('admin', { method: 'POST', url, ...multipart(parts) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data.message).toEqual({ key: 'fileNameMissing', params: { name: field } });
    expect(await fileCount()).toEqual(files);
  });

  it('POST /api/device-api/test names an unnamed image by its part', async () => {
    const { headers } = await deviceUploads(t).deviceOf('Lotus Beauty Xuhui');
    const test = {
      clientId: 'unnamed-part-1',
      consumer: { phone: '13912349999', name: 'Unnamed Part' },
      facePosition: 'front',
      skinAge: 30,
      testedAt: '2026-11-20T09:30:00+08:00',
      scores: [{ code: 'pores', score: 35 }],
      images: [{ indexNo: 1, position: 'front', part: 'f' }],
    };
    const body = multipart([
      { field: 'test', bytes: JSON.stringify(test) },
      unnamed('f', faceImage({ typeIndex: 1, position: 'front', seed: 5 })),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/device-api/test',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
