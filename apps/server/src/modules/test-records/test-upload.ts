import type { Readable } from 'node:stream';
import { TEST_UPLOAD_LIMITS as LIMITS, type TestUpload, testUpload } from '@skin/contract';
import type { FastifyRequest } from 'fastify';
import { Invalid } from '../../lib/errors';
import { tooLarge } from '../files/files.service';

/** A test as it arrives: its description and its image parts by name. */
export interface TestUploadRequest {
  test: TestUpload;
  parts: Map<string, { name: string; bytes: Buffer }>;
}

async function bytesOf(file: Readable & { truncated?: boolean }, max: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw tooLarge(max);
    chunks.push(chunk);
  }
  if (file.truncated) throw tooLarge(max);
  return Buffer.concat(chunks);
}

const unexpected = (name: string) =>
  Invalid({ key: 'testUnexpectedPart', params: { name: name.slice(0, 40) } });

/**
 * Reads a test upload: the field `test` (JSON, `testUpload`) and one file part per image, named as
 * the description names it. Bounded by TEST_UPLOAD_LIMITS, not the app's general upload limits; a
 * part too large, unnamed or unexpected refuses the whole request before anything is stored.
 */
export async function readTestUpload(req: FastifyRequest): Promise<TestUploadRequest> {
  if (!req.isMultipart()) throw Invalid('testFieldMissing');
  let raw: string | undefined;
  const parts = new Map<string, { name: string; bytes: Buffer }>();
  for await (const part of req.parts({
    limits: {
      files: LIMITS.images,
      fileSize: LIMITS.imageBytes + 1,
      fields: 1,
      fieldSize: LIMITS.fieldBytes,
      parts: LIMITS.images + 1,
    },
  })) {
    if (part.type === 'field') {
      if (part.fieldname !== 'test' || raw !== undefined) throw unexpected(part.fieldname);
      if (part.valueTruncated) throw tooLarge(LIMITS.fieldBytes);
      raw = String(part.value);
    } else {
      if (parts.has(part.fieldname)) throw unexpected(part.fieldname);
      if (parts.size >= LIMITS.images)
        throw Invalid({ key: 'testTooManyImages', params: { max: LIMITS.images } });
      parts.set(part.fieldname, {
        name: part.filename || part.fieldname,
        bytes: await bytesOf(part.file, LIMITS.imageBytes),
      });
    }
  }
  if (raw === undefined) throw Invalid('testFieldMissing');
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw Invalid('jsonFormat');
  }
  const parsed = testUpload.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw Invalid({
      key: 'invalidInput',
      params: { detail: `${issue.path.join('.')}: ${issue.message}`.slice(0, 200) },
    });
  }
  return { test: parsed.data, parts };
}
