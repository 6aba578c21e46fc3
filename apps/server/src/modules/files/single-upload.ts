import type { FastifyRequest } from 'fastify';
import { Invalid, unnamedFile } from '../../lib/errors';
import { tooLarge } from './upload-check';

/** One multipart upload as a route reads it: its name, its bytes and the form's other fields. */
export type SingleUpload = { name: string; bytes: Buffer; fields: Record<string, string | undefined> };

/**
 * Reads the one file of a multipart request, refusing what cannot be stored: no file ('Please
 * choose a file'), one cut at the route's size limit (413: never stored truncated), and a binary
 * part without a file name (there is nothing to store it under).
 */
export async function readSingleUpload(req: FastifyRequest, maxBytes: number): Promise<SingleUpload> {
  const part = await req.file();
  if (!part) throw Invalid('chooseFile', { file: 'chooseFile' });
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw tooLarge(maxBytes);
  if (part.filename === undefined) throw unnamedFile(part.fieldname);
  const fields = Object.fromEntries(
    Object.entries(part.fields).map(([name, field]) => [
      name,
      (field as { value?: string } | undefined)?.value,
    ]),
  );
  return { name: part.filename, bytes, fields };
}
