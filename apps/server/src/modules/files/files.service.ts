import { createHash, randomUUID } from 'node:crypto';
import { Code, type StoredFile } from '@skin/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { files } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError, Invalid, NotFound } from '../../lib/errors';
import { MAX_NESTING, nestingDepth, sanitizeAgreement } from './sanitize';
import { decodeText, sniffImage } from './sniff';

/** What an upload must be: an image or an HTML page, and how large at most. */
export type Accept = { kind: 'image' | 'html'; maxBytes: number };

const urlOf = (id: string) => `/api/files/${id}`;
const toStored = (f: { id: string; name: string; mime: string; size: number }): StoredFile => ({
  id: f.id,
  name: f.name,
  mime: f.mime,
  size: f.size,
  url: urlOf(f.id),
});

/** An upload over its limit: refused whole with 413, nothing stored. */
export const tooLarge = (maxBytes: number) =>
  new AppError(413, Code.tooLarge, { key: 'fileTooLarge', params: { kb: Math.round(maxBytes / 1024) } });

/** Uploads checked by content (never by name or declared type) and stored under server-chosen ids. */
export function createFileService(db: Db) {
  return {
    async store(
      actor: Actor,
      purpose: string,
      accept: Accept,
      name: string,
      bytes: Uint8Array,
    ): Promise<StoredFile> {
      if (bytes.length === 0) throw Invalid('fileEmpty');
      if (bytes.length > accept.maxBytes) throw tooLarge(accept.maxBytes);
      let mime: string;
      let data = bytes;
      if (accept.kind === 'image') {
        const sniffed = sniffImage(bytes);
        if (!sniffed) throw Invalid('notAnImage');
        mime = sniffed;
      } else {
        const text = decodeText(bytes);
        if (text === null || sniffImage(bytes)) throw Invalid('notHtml');
        if (nestingDepth(text) > MAX_NESTING)
          throw Invalid({ key: 'pageTooDeep', params: { max: MAX_NESTING } });
        data = new TextEncoder().encode(sanitizeAgreement(text));
        // Escaping can make a page longer: what is stored stays within the limit too.
        if (data.length > accept.maxBytes) throw tooLarge(accept.maxBytes);
        mime = 'text/html; charset=utf-8';
      }
      const id = randomUUID();
      const safeName = name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 200) || 'file';
      await db.insert(files).values({
        id,
        ownerId: actor.userId,
        purpose,
        name: safeName,
        mime,
        size: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        data,
      });
      return toStored({ id, name: safeName, mime, size: data.length });
    },
    /** The file with its bytes, for serving. */
    async read(id: string) {
      const [row] = await db.select().from(files).where(eq(files.id, id));
      if (!row) throw NotFound('fileNotFound');
      return row;
    },
    /** Metadata of several files, by id (missing ids are simply absent). */
    async describe(ids: string[], tx: Tx = db): Promise<Map<string, StoredFile & { purpose: string }>> {
      if (!ids.length) return new Map();
      const rows = await tx
        .select({
          id: files.id,
          name: files.name,
          mime: files.mime,
          size: files.size,
          purpose: files.purpose,
        })
        .from(files)
        .where(inArray(files.id, ids));
      return new Map(rows.map((r) => [r.id, { ...toStored(r), purpose: r.purpose }]));
    },
  };
}
export type FileService = ReturnType<typeof createFileService>;
