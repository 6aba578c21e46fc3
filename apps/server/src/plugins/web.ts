import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Code, formatMessage } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built console; any other non-API path without a file extension falls back to
 * index.html (history-mode routing).
 */
export default fp(
  async (app: FastifyInstance, { root }: { root: string }) => {
    const built = fs.existsSync(path.join(root, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build manifest (.vite/manifest.json) is for the benchmarks, not for browsers.
        dotfiles: 'ignore',
        // The build writes .br and .gz copies (apps/web/build/precompress.ts): sent as the
        // browser accepts, with no compression work per request.
        preCompressed: true,
        // Hashed assets never change; index.html must always be revalidated. The plugin's own
        // cache header (max-age=0) would be written over ours, so it writes none.
        cacheControl: false,
        setHeaders(res, file) {
          res.setHeader(
            'cache-control',
            file.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
    }
    app.setNotFoundHandler((req, reply) => {
      if (req.url.startsWith('/api'))
        return reply.status(404).send({
          code: Code.notFound,
          msg: formatMessage('pageNotFound'),
          data: { message: { key: 'pageNotFound' } },
        });
      if (req.method !== 'GET' && req.method !== 'HEAD') return reply.status(404).send();
      // A file that is not there (/favicon.ico, an old chunk) is a 404, not the console's page:
      // the console's own routes never end in a file extension.
      if (/\.[a-z0-9]{1,8}$/i.test(req.url.split('?')[0]!))
        return reply.status(404).type('text/plain').send('Not found');
      if (!built)
        return reply
          .status(503)
          .type('text/plain')
          .send('The web console is not built yet: run npm run build.');
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .sendFile('index.html');
    });
  },
  { name: 'web' },
);
