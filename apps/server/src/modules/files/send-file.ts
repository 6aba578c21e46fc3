import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, ifRangeAllows, parseRange } from './byte-range';
import type { FileRow, FileService } from './files.service';

const INERT =
  "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

const asBuffer = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);

/**
 * Serves a file the caller may see, inert (a sandboxing CSP, nosniff, the type found at upload),
 * with the cache rule its access allows. One byte range is served when asked (206), which is how
 * a `<video>` plays and seeks; only the range's bytes are read from the store. HEAD answers the
 * headers without reading a byte.
 */
export async function sendFile(
  req: FastifyRequest,
  reply: FastifyReply,
  files: FileService,
  file: FileRow,
  cacheControl: string,
) {
  const etag = etagOf(file.sha256);
  reply
    .header('content-security-policy', INERT)
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes');
  const { range: asked, 'if-range': ifRange } = req.headers;
  // Only a GET is ranged (RFC 9110): a HEAD answers for the whole file.
  const range =
    req.method === 'GET' && asked !== undefined && ifRangeAllows([ifRange].flat()[0], etag)
      ? parseRange(asked, file.size)
      : 'whole';
  if (range === 'unsatisfiable')
    // Not kept by any cache: the next request for the same address may ask for bytes that exist.
    return reply
      .code(416)
      .header('content-range', `bytes */${file.size}`)
      .header('cache-control', 'no-store')
      .send();
  // Read before any header of the file is set: a store that fails answers as an error, not as the file.
  const body = req.method === 'HEAD' ? null : await files.open(file, range === 'whole' ? undefined : range);
  reply
    .header('content-type', file.mime)
    .header('etag', etag)
    .header('cache-control', cacheControl)
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`);
  if (range !== 'whole')
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
  // Fastify keeps the length set here for HEAD, and sends none of the empty stream.
  if (!body) return reply.header('content-length', file.size).send(Readable.from([]));
  if (body instanceof Uint8Array) return reply.send(asBuffer(body));
  if (body.size !== undefined) reply.header('content-length', body.size);
  return reply.send(body.body);
}
