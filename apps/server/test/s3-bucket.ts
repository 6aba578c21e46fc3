import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

type S3rverServer = { run(): Promise<AddressInfo>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)('s3rver') as new (opts: object) => S3rverServer;

/**
 * An S3-compatible bucket served by s3rver in this process (no real object store installs on the
 * build machines), with a scratch directory beside it; both go when the file's tests end. Call it
 * before creating the app, so it closes after the app (hooks unwind in reverse).
 */
export async function s3Bucket(bucket = 'skin-files') {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-files-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(tmp, 's3'),
    configureBuckets: [{ name: bucket }],
  });
  let running = false;
  afterAll(async () => {
    if (running) await server.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });
  const { port } = await server.run();
  running = true;
  return {
    /** A scratch directory removed with the bucket (for a directory store). */
    tmp,
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    options: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
  };
}
