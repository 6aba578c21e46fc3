// Which Chromium the browser tests drive: CHROMIUM_PATH when set, else the system's
// (/usr/bin/chromium, Debian's package), else the one the npm registry ships inside
// @sparticuz/chromium, so `npm test` passes on a machine with nothing but Node.
import fs from 'node:fs';

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

/** `{ path, args, source }` of the Chromium to use, or null when none can be had. */
export async function resolveChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return { path: env.CHROMIUM_PATH, args: [], source: 'CHROMIUM_PATH' };
  const system = SYSTEM.find((p) => fs.existsSync(p));
  if (system) return { path: system, args: [], source: 'system' };
  try {
    const { default: chromium } = await import('@sparticuz/chromium');
    return { path: await chromium.executablePath(), args: PACKAGED_ARGS, source: '@sparticuz/chromium' };
  } catch (err) {
    console.error(`No Chromium: ${err.message}`);
    return null;
  }
}
