// Builds the web console into its dist folder when there is no build or the build is older than
// its sources: `npm start` serves that build, and the benchmarks measure it (bench/run.mjs,
// bench/first-load.mjs), so a fresh clone gets the same build from either.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { newest } from './newest.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Where the build goes: WEB_DIST (the server reads it too), else apps/web/dist. */
export const webDist = () => path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');

// The build's plugins shape the output too, and the lock file changes with the libraries (the
// antd styles the build makes for the first screens are antd's version's).
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'packages/contract/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'package-lock.json',
].map((p) => path.join(root, p));

/**
 * `npm run build -w apps/web` into `distDir` unless it holds a build (with its manifest) newer
 * than every source; exits the process when the build fails. Answers `distDir`.
 */
export function buildWeb(distDir = webDist()) {
  const manifest = path.join(distDir, '.vite', 'manifest.json');
  const built = fs.existsSync(manifest) ? fs.statSync(manifest).mtimeMs : 0;
  if (built > Math.max(...SOURCES.map(newest))) return distDir;
  console.log('Building the web console...');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', distDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  return distDir;
}
