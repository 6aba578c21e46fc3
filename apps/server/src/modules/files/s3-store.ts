import { createHash, createHmac, type Hash, type Hmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { SignatureV4 } from '@smithy/signature-v4';
import { bucketAddress } from '../../config';
import type { ByteRange } from './byte-range';
import { assertKey, type FileStore, type PresignedGet } from './file-store';

/** How to reach an S3-compatible bucket. */
export interface S3Options {
  endpoint?: string;
  region: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what most local servers need. */
  forcePathStyle: boolean;
  /** Private files' signed links redirect to presigned GETs of the bucket (docs/files.md). */
  presignedGets?: boolean;
}

type Bytes = string | ArrayBuffer | ArrayBufferView;
const bufferOf = (d: Bytes) =>
  typeof d === 'string'
    ? Buffer.from(d)
    : ArrayBuffer.isView(d)
      ? Buffer.from(d.buffer, d.byteOffset, d.byteLength)
      : Buffer.from(d);

/** SHA-256 (an HMAC when given a secret) from node:crypto, in the shape the request signer asks. */
class NodeSha256 {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: Bytes) {
    this.hash = this.fresh();
  }
  private fresh() {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', bufferOf(this.secret));
  }
  update(data: Bytes) {
    this.hash.update(bufferOf(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {
    this.hash = this.fresh();
  }
}

/** RFC 3986 escaping, as Signature Version 4 signs query values. */
const rfc3986 = (v: string) =>
  encodeURIComponent(v).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const absent = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/** Signs requests to the bucket with Signature Version 4, as S3 checks them. */
export const s3Signer = (o: S3Options) =>
  new SignatureV4({
    service: 's3',
    region: o.region,
    credentials: o.credentials,
    sha256: NodeSha256,
    uriEscapePath: false,
  });

/**
 * A GET of an object signed for `seconds` (Signature Version 4 in the query), with `query` (the
 * answer's type, disposition and cache rule) fixed by the signature, so the bucket serves it as
 * this server would. `signingDate` is for checking against published examples.
 */
export async function presignedAddress(
  signer: SignatureV4,
  o: S3Options,
  key: string,
  seconds: number,
  query: Record<string, string>,
  signingDate?: Date,
) {
  const { origin, prefix } = bucketAddress(o);
  const url = new URL(`${origin}${prefix}${key}`);
  const signed = await signer.presign(
    {
      method: 'GET',
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: url.pathname,
      query,
      // S3 signs a presigned GET's payload as unsigned; the marker itself is neither signed nor sent.
      headers: { host: url.host, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
    },
    {
      expiresIn: seconds,
      signingDate,
      unsignableHeaders: new Set(['x-amz-content-sha256']),
      unhoistableHeaders: new Set(['x-amz-content-sha256']),
    },
  );
  const search = Object.entries(signed.query ?? {})
    .map(([k, v]) => `${rfc3986(k)}=${rfc3986(String(v))}`)
    .join('&');
  return `${url.origin}${url.pathname}?${search}`;
}

/** Bytes as objects named by key in one bucket (an object appears whole or not at all). */
export function createS3Store(o: S3Options): FileStore {
  const client = new S3Client({
    endpoint: o.endpoint,
    region: o.region,
    credentials: o.credentials,
    forcePathStyle: o.forcePathStyle,
    // Checksums only where the API demands them: several S3-compatible servers reject the
    // SDK's default checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = o.bucket;
  const signer = s3Signer(o);
  const open = async (key: string, range?: ByteRange) => {
    assertKey(key);
    // A ranged GET: the bucket sends only those bytes.
    const Range = range && `bytes=${range.start}-${range.end}`;
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key, Range }));
    } catch (err) {
      if (absent(err)) return null;
      throw err;
    }
  };
  const store: FileStore = {
    kind: 's3',
    async put(key, bytes, mime) {
      assertKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: mime,
          ContentLength: bytes.length,
        }),
      );
    },
    /**
     * Spooled to a temporary file first, then sent with its length in one PUT: a PUT needs the
     * length before the body, and the file keeps a large video out of memory. The file goes
     * whatever happens; a failed stream never reaches the bucket.
     */
    async putStream(key, body, mime) {
      assertKey(key);
      const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'skin-upload-'));
      try {
        const temp = path.join(dir, randomUUID());
        await pipeline(body, fs.createWriteStream(temp, { flags: 'wx' }));
        const { size } = await fsp.stat(temp);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: fs.createReadStream(temp),
            ContentType: mime,
            ContentLength: size,
          }),
        );
      } finally {
        await fsp.rm(dir, { recursive: true, force: true });
      }
    },
    async get(key) {
      const res = await open(key);
      return res?.Body ? await res.Body.transformToByteArray() : null;
    },
    async stream(key, range) {
      const res = await open(key, range);
      if (!res?.Body) return null;
      // In Node the SDK hands over the response itself, a Readable.
      const body =
        res.Body instanceof Readable ? res.Body : Readable.from([await res.Body.transformToByteArray()]);
      return { body, size: res.ContentLength };
    },
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const o of page.Contents ?? [])
          if (o.Key) yield { key: o.Key, modified: o.LastModified ?? new Date(0) };
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
    },
    /**
     * A GET of the object signed for `seconds` (Signature Version 4 in the query), the answer's
     * type, disposition and cache rule fixed by the signature, so the bucket serves it as this
     * server would.
     */
    presignGet: (key: string, seconds: number, answer: PresignedGet) => {
      assertKey(key);
      return presignedAddress(signer, o, key, seconds, {
        'response-content-type': answer.contentType,
        'response-content-disposition': answer.contentDisposition,
        'response-cache-control': answer.cacheControl,
      });
    },
    close() {
      client.destroy();
    },
  };
  if (!o.presignedGets) delete store.presignGet;
  return store;
}
