import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its extra request headers cost. */
const MIN_BYTES = 1024;

/** Every compressible file under `dir`, recursively (the manifest's folder included). */
function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : COMPRESSIBLE.test(e.name) ? [p] : [];
  });
}

/**
 * Writes a Brotli (`.br`, best quality) and a gzip (`.gz`) copy beside each text file of the
 * build, once, at build time; the server sends the copy the browser accepts (@fastify/static
 * `preCompressed`). Uncompressed, the console's JavaScript was the first thing Lighthouse named:
 * 374 KB more on the login page, 715 KB on the dashboard (docs/performance.md).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await Promise.all(
        files(outDir)
          .filter((f) => fs.statSync(f).size >= MIN_BYTES)
          .map(async (f) => {
            const data = fs.readFileSync(f);
            const [br, gz] = await Promise.all([
              brotli(data, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
                },
              }),
              gzip(data, { level: 9 }),
            ]);
            fs.writeFileSync(`${f}.br`, br);
            fs.writeFileSync(`${f}.gz`, gz);
          }),
      );
    },
  };
}
