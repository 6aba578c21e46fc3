import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertKey, type FileStore } from './file-store';

/** How to reach an S3-compatible bucket. */
export interface S3Options {
  endpoint?: string;
  region: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what most local servers need. */
  forcePathStyle: boolean;
}

const absent = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

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
  const open = async (key: string) => {
    assertKey(key);
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key }));
    } catch (err) {
      if (absent(err)) return null;
      throw err;
    }
  };
  return {
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
    async get(key) {
      const res = await open(key);
      return res?.Body ? await res.Body.transformToByteArray() : null;
    },
    async stream(key) {
      const res = await open(key);
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
    close() {
      client.destroy();
    },
  };
}
