import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether an `If-None-Match` header names this ETag (or `*`); weak forms compare weakly (RFC 9110 13.1.2). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/**
 * Answers `body` with a strong ETag over its JSON, or 304 with no body when the caller already
 * holds that version. The same body always serializes to the same bytes, so the tag changes exactly
 * when the answer does: a reader revalidating on every request (`no-cache`) sees a change at once.
 */
export function sendWithEtag(req: FastifyRequest, reply: FastifyReply, body: unknown, cacheControl: string) {
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 32)}"`;
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.send(body);
}
