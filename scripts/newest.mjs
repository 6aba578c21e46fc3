// The staleness rule the builds share (build-server.mjs, build-web.mjs): a build is stale when a
// source was modified after it.
import fs from 'node:fs';
import path from 'node:path';

/** Latest modification time under a file or folder (0 when it is not there). */
export function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newest(path.join(p, name))));
}
