import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Whether an `If-None-Match` header names this tag (or `*`); weak tags compare by their value
 * (RFC 9110), and the tag of a compressed copy (`"<tag>-br"`, plugins/compression.ts) names the
 * same JSON.
 */
function namesTag(header: string | undefined, etag: string) {
  if (!header) return false;
  return header
    .split(',')
    .map((t) =>
      t
        .trim()
        .replace(/^W\//, '')
        .replace(/-(br|gzip)"$/, '"'),
    )
    .some((t) => t === '*' || t === etag);
}

/**
 * Sends `body` as JSON with a strong ETag (a SHA-256 of the bytes sent), or 304 without a body
 * when the request's `If-None-Match` names it. The tag is of the body itself, so any change to what
 * is answered (an item hidden, deleted, reordered) is a new tag on the very next request, on every
 * instance, with nothing kept between requests.
 */
export function sendWithEtag(req: FastifyRequest, reply: FastifyReply, body: unknown, cacheControl: string) {
  const json = JSON.stringify(body);
  const etag = `"${createHash('sha256').update(json).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (namesTag(req.headers['if-none-match'], etag)) return reply.code(304).send();
  // A string is sent as it is: the bytes are those the tag was taken of.
  return reply.type('application/json; charset=utf-8').send(json);
}
