// Which Chromium the browser tests drive: CHROMIUM_PATH when set, else the system's
// (/usr/bin/chromium, Debian's package), else the one the npm registry ships inside
// @sparticuz/chromium, so `npm test` passes on a machine with nothing but Node.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const SYSTEM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
// What the packaged (serverless) build needs to render here. Its own list also holds flags that
// would weaken what the tests check (--disable-web-security) or that break a browser holding
// several pages (--single-process), so the list is ours.
const PACKAGED_ARGS = [
  '--disable-setuid-sandbox',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--in-process-gpu',
];

/**
 * `{ path, args, env, source }` of the Chromium to use, or null when none can be had. `env` is
 * what the browser process (only it) needs on top of the caller's environment.
 */
export async function resolveChromium(env = process.env, systemPaths = SYSTEM) {
  if (env.CHROMIUM_PATH) return { path: env.CHROMIUM_PATH, args: [], env: {}, source: 'CHROMIUM_PATH' };
  const system = systemPaths.find((p) => fs.existsSync(p));
  if (system) return { path: system, args: [], env: {}, source: 'system' };
  try {
    return await packagedChromium(env);
  } catch (err) {
    console.error(`No Chromium: ${err.message}`);
    return null;
  }
}

/**
 * The Chromium inside @sparticuz/chromium, with the shared libraries it needs from the system
 * (NSS, NSPR, expat). The package carries them in bin/al2023.tar.br but unpacks them only on
 * AWS Lambda; unpacked here too, and put first on the browser's library path, it starts on a
 * machine that lacks them (scripts/chromium.test.mjs proves it with those libraries hidden).
 */
async function packagedChromium(env) {
  const { default: chromium } = await import('@sparticuz/chromium');
  const executable = await chromium.executablePath();
  const archive = path.join(path.dirname(executable), 'chromium-libs');
  const bundle = path.join(
    path.dirname(fileURLToPath(import.meta.resolve('@sparticuz/chromium'))),
    '../../bin/al2023.tar.br',
  );
  const libDir = unpackLibraries(bundle, archive);
  const libraryPath = [libDir, env.LD_LIBRARY_PATH].filter(Boolean).join(':');
  return {
    path: executable,
    args: PACKAGED_ARGS,
    env: { LD_LIBRARY_PATH: libraryPath },
    source: '@sparticuz/chromium',
  };
}

/** Unpacks the regular files of a brotli-compressed tar once; returns the directory of its `lib/`. */
export function unpackLibraries(bundle, into = path.join(os.tmpdir(), 'chromium-libs')) {
  const libDir = path.join(into, 'lib');
  const done = path.join(into, '.unpacked');
  if (fs.existsSync(done)) return libDir;
  const tar = zlib.brotliDecompressSync(fs.readFileSync(bundle));
  for (const entry of tarEntries(tar)) {
    const target = path.resolve(into, entry.name);
    // A name that climbs out of the directory is not ours to write.
    if (!target.startsWith(`${path.resolve(into)}${path.sep}`)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, entry.data, { mode: entry.mode });
  }
  fs.writeFileSync(done, '');
  return libDir;
}

/** The regular files of a ustar archive (the bundle holds nothing else). */
function* tarEntries(tar) {
  for (let at = 0; at + 512 <= tar.length; ) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) return;
    const field = (from, length) =>
      header
        .subarray(from, from + length)
        .toString('latin1')
        .replace(/\0.*$/s, '')
        .trim();
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const size = Number.parseInt(field(124, 12) || '0', 8);
    const mode = Number.parseInt(field(100, 8) || '644', 8) & 0o777;
    const type = field(156, 1);
    const data = tar.subarray(at + 512, at + 512 + size);
    if (type === '0' || type === '') yield { name, mode, data };
    at += 512 + Math.ceil(size / 512) * 512;
  }
}
