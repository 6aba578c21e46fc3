// `npm start`: builds the web console and the server bundle when their sources are newer than the
// builds (scripts/build-web.mjs, scripts/build-server.mjs), then runs the server with plain Node.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildServer, SERVER_NODE_ARGS, serverEnv } from './build-server.mjs';
import { buildWeb } from './build-web.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildWeb();
const bundle = await buildServer();
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, bundle], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv(),
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
