// `npm start`: builds the web console and the server bundle when their sources are newer than the
// builds, then runs the server with plain Node (scripts/build-server.mjs).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
// WEB_DIST (also read by the server) may point the build elsewhere.
const distDir = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
const dist = path.join(distDir, 'index.html');

function newest(dir) {
  let t = 0;
  if (!fs.existsSync(dir)) return t;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

// The build's plugins shape the output too, and the lock file changes with the libraries (the
// antd styles the build makes for the first screens are antd's version's).
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'packages/contract/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'package-lock.json',
].map((p) => path.join(root, p));
const sourceTime = Math.max(
  ...sources.map((p) => (fs.existsSync(p) && fs.statSync(p).isFile() ? fs.statSync(p).mtimeMs : newest(p))),
);
if (!fs.existsSync(dist) || fs.statSync(dist).mtimeMs < sourceTime) {
  console.log('Building the web console...');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', distDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const bundle = await buildServer();
const server = spawn(process.execPath, ['--enable-source-maps', bundle], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
