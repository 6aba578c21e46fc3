import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileService } from './files.service';

/**
 * `GET /api/files/:id`: the id is an unguessable UUID handed out only to those who may see the
 * record holding it. Every file is served inert: its own sandboxing CSP (no script, no plugin,
 * opaque origin), nosniff, and the type found at upload. Bytes kept outside the database are
 * streamed from their store.
 */
export async function fileRoutes(app: FastifyInstance, { files }: { files: FileService }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/files/:id', {
    config: { permission: 'public' },
    schema: { tags: ['files'], summary: 'Download an uploaded file', params: z.object({ id: z.uuid() }) },
    handler: async (req, reply) => {
      const f = await files.open(req.params.id);
      reply
        .header('content-type', f.mime)
        .header(
          'content-security-policy',
          "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(f.name)}`);
      if (f.body instanceof Uint8Array) return reply.send(Buffer.from(f.body));
      if (f.body.size !== undefined) reply.header('content-length', f.body.size);
      return reply.send(f.body.body);
    },
  });
}
