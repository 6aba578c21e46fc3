// The packaged Chromium starts on a machine without the system's NSS, NSPR and expat: in a mount
// namespace where those libraries are replaced by empty files, it renders a page with the
// environment resolveChromium hands over, and fails to start without it (the proof that the
// libraries really are hidden). Needs root and unshare(1); skipped elsewhere.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LIB_DIR = '/usr/lib/x86_64-linux-gnu';
const HIDDEN = ['libnss3.so', 'libnspr4.so', 'libexpat.so.1', 'libnssutil3.so', 'libplc4.so', 'libplds4.so'];
const canHide =
  process.getuid?.() === 0 &&
  fs.existsSync('/usr/bin/unshare') &&
  HIDDEN.every((lib) => fs.existsSync(path.join(LIB_DIR, lib)));

// Run inside the namespace: resolve the packaged browser (no system one), launch it, read a page.
const PROBE = `
import { chromium } from 'playwright-core';
import { resolveChromium } from ${JSON.stringify(path.join(import.meta.dirname, 'chromium.mjs'))};
const packaged = await resolveChromium({}, []);
const env = process.argv[1] === 'bare' ? process.env : { ...process.env, ...packaged.env };
const browser = await chromium.launch({ executablePath: packaged.path, args: [...packaged.args, '--no-sandbox'], env, timeout: 60000 });
const page = await browser.newPage();
await page.setContent('<p id="p">rendered</p>');
console.log('page says', await page.textContent('#p'));
await browser.close();
`;

function probeWithoutSystemLibraries(mode) {
  const empty = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'no-lib-')), 'empty.so');
  fs.writeFileSync(empty, '');
  const binds = HIDDEN.map((lib) => `mount --bind ${empty} ${path.join(LIB_DIR, lib)}`).join(' && ');
  const script = `${binds} && exec node --input-type=module -e "$0" "$1"`;
  return spawnSync('unshare', ['-m', 'sh', '-c', script, PROBE, mode], {
    cwd: import.meta.dirname,
    encoding: 'utf8',
    timeout: 120_000,
  });
}

describe('the packaged Chromium', () => {
  it.skipIf(!canHide)('renders without the system libraries, with the ones the package carries', () => {
    const r = probeWithoutSystemLibraries('with-env');
    expect(r.stdout + r.stderr).toContain('page says rendered');
    expect(r.status).toBe(0);
  });

  it.skipIf(!canHide)('cannot start there without them (the libraries really are hidden)', () => {
    const r = probeWithoutSystemLibraries('bare');
    expect(r.status).not.toBe(0);
    expect(r.stdout + r.stderr).toMatch(/error while loading shared libraries/);
  });
});
