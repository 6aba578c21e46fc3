import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing them saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;
/** Above this an answer is compressed on the thread pool rather than in line. */
const IN_LINE_MAX_BYTES = 64 * 1024;

/**
 * Fast levels for answers made per request: Brotli's 2 and gzip's 4 cost about 40 and 55 us for a
 * device page (8.7 KB of JSON down to 0.7-0.8 KB), within a tenth of the size their slower levels
 * reach (Brotli 4, gzip 6) at up to twice the time. The build's own files take Brotli's 11, once.
 */
const brotliOptions = (size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 2,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 4 };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer in, from an Accept-Encoding header: Brotli, else gzip, each unless
 * refused with `q=0` (`*` stands for both); undefined when neither is accepted.
 */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, boolean>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q === undefined || Number(q.slice(2)) > 0);
  }
  const allows = (e: Encoding) => accepted.get(e) ?? accepted.get('*') ?? false;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

/**
 * The API's JSON answers compressed for a browser that accepts it (the console's lists, menus
 * and figures are 3-30 KB of JSON; over a slow line that is what the user waits for). The
 * console's own files are compressed once, at build time (plugins/web.ts serves those copies),
 * so only JSON made per request is touched here, and nothing already encoded. No session rides
 * in a cookie (tokens are sent as headers by the console's own script), so a compressed answer
 * gives a third-party page nothing to measure a secret by (BREACH).
 */
async function compression(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' || reply.hasHeader('content-encoding')) return payload;
    const size = Buffer.byteLength(payload);
    if (size < COMPRESS_MIN_BYTES) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (!encoding) return payload;
    const inLine = size <= IN_LINE_MAX_BYTES;
    const body =
      encoding === 'br'
        ? inLine
          ? zlib.brotliCompressSync(payload, brotliOptions(size))
          : await brotli(payload, brotliOptions(size))
        : inLine
          ? zlib.gzipSync(payload, GZIP_OPTIONS)
          : await gzip(payload, GZIP_OPTIONS);
    reply.header('content-encoding', encoding);
    // A strong tag names exact bytes: the compressed copy gets a tag of its own (lib/conditional-get.ts
    // still takes it as the JSON's).
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string' && etag.startsWith('"'))
      reply.header('etag', `${etag.slice(0, -1)}-${encoding}"`);
    // Fastify sets the length of the body it is given; a length set before would be the old one.
    reply.removeHeader('content-length');
    return body;
  });
}

export default fp(compression, { name: 'compression' });
