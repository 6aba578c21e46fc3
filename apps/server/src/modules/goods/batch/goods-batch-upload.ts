import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { GOODS_BATCH_LIMITS as LIMITS } from '@skin/contract';
import type { FastifyRequest } from 'fastify';
import { Invalid, unnamedFile } from '../../../lib/errors';
import { sniffImage } from '../../files/sniff';
import type { BatchUpload } from './goods-batch.service';
import { sheetRefused } from './goods-batch-sheet';

/** Batch pictures are JPG, PNG or WebP, judged by content (docs/product-rules.md, "Input rules"). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** A part's bytes, refused with `tooBig` as soon as they pass `max` (the rest is never read). */
async function bytesOf(file: Readable & { truncated?: boolean }, max: number, tooBig: () => Error) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw tooBig();
    chunks.push(chunk);
  }
  if (file.truncated) throw tooBig();
  return Buffer.concat(chunks);
}

const unexpected = (name: string) =>
  Invalid({ key: 'batchUnexpectedPart', params: { name: name.slice(0, 40) } });
/** The file name without any folder a browser may send with it. */
const baseName = (name: string) => name.split(/[\\/]/).pop()!.trim();

/**
 * Reads a batch from a multipart request: one sheet (`file`) and up to 200 pictures (`images`),
 * each at most 200 KB. The request is bounded by these limits (a 10 MB sheet, 200 x 200 KB), not
 * by the app's general upload limits; one picture over its size refuses the whole request.
 */
export async function readBatchUpload(req: FastifyRequest): Promise<BatchUpload> {
  if (!req.isMultipart()) throw Invalid('excelRequired', { file: 'excelRequired' });
  const upload: BatchUpload = { sheet: null, images: [] };
  const names = new Set<string>();
  const parts = req.parts({
    limits: {
      files: LIMITS.images + 2,
      fileSize: LIMITS.sheetBytes + 1,
      fields: 4,
      parts: LIMITS.images + 6,
    },
  });
  for await (const part of parts) {
    if (part.type === 'field') throw unexpected(part.fieldname);
    // A binary part without a file name still arrives as a file: the sheet's name says its format,
    // a picture's is the name the sheet links it by.
    if (part.filename === undefined) throw unnamedFile(part.fieldname);
    if (part.fieldname === 'file') {
      if (upload.sheet) throw unexpected(part.fieldname);
      const bytes = await bytesOf(part.file, LIMITS.sheetBytes, () => sheetRefused('tooLarge'));
      // A file input left empty still sends its part, without a name or bytes.
      if (bytes.length || part.filename) upload.sheet = { name: baseName(part.filename), bytes };
    } else if (part.fieldname === 'images') {
      if (upload.images.length >= LIMITS.images)
        throw Invalid({ key: 'tooManyPictures', params: { max: LIMITS.images } });
      const bytes = await bytesOf(part.file, LIMITS.imageBytes, () =>
        Invalid('pictureTooLarge', { images: 'pictureTooLarge' }),
      );
      const name = baseName(part.filename);
      if (!IMAGE_TYPES.has(sniffImage(bytes) ?? ''))
        throw Invalid({ key: 'batchPictureFormat', params: { name: name.slice(0, 80) } });
      if (names.has(name.toLowerCase()))
        throw Invalid({ key: 'batchPictureTwice', params: { name: name.slice(0, 80) } });
      names.add(name.toLowerCase());
      upload.images.push({ name, bytes, sha256: createHash('sha256').update(bytes).digest('hex') });
    } else throw unexpected(part.fieldname);
  }
  return upload;
}
