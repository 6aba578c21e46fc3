import type { Readable } from 'node:stream';
import { TEST_UPLOAD_LIMITS as LIMITS, type TestUpload, testUpload } from '@skin/contract';
import type { FastifyRequest } from 'fastify';
import { Invalid } from '../../lib/errors';
import { type StagedFile, tooLarge } from '../files/files.service';

/** A test as it arrives: its description and its images, staged in the file store, by part name. */
export interface TestUploadRequest {
  test: TestUpload;
  parts: Map<string, StagedFile>;
}

/** Checks one image and writes its bytes (and thumbnail) to the file store, rows not yet written. */
export type StageImage = (name: string, bytes: Buffer) => Promise<StagedFile>;

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
 * the description names it. Bounded by TEST_UPLOAD_LIMITS, not the app's general upload limits.
 *
 * Each image is staged as it arrives and its bytes let go, so an upload of 36 large images holds
 * one of them in memory at a time, not all. A part too large, unexpected or not an image, or a
 * bad description, refuses the whole request and discards what was staged: nothing stays.
 */
export async function readTestUpload(req: FastifyRequest, stage: StageImage): Promise<TestUploadRequest> {
  if (!req.isMultipart()) throw Invalid('testFieldMissing');
  const parts = new Map<string, StagedFile>();
  try {
    return { test: await readParts(req, stage, parts), parts };
  } catch (err) {
    await Promise.all([...parts.values()].map((p) => p.discard()));
    throw err;
  }
}

async function readParts(req: FastifyRequest, stage: StageImage, parts: Map<string, StagedFile>) {
  let raw: string | undefined;
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
      const bytes = await bytesOf(part.file, LIMITS.imageBytes);
      parts.set(part.fieldname, await stage(part.filename || part.fieldname, bytes));
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
  return parsed.data;
}
