import { buildApp } from './app';
import { loadConfig } from './config';
import { DEMO_USERS, demoPassword } from './demo/demo';
import { collectWhenIdle } from './lib/idle-collection';

/** Starts the server and closes it gracefully (drain requests, close the database) on a signal. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const app = await buildApp(config, { sweepFiles: true });
  await app.listen({ port: config.port, host: config.host });
  const stopCollecting = collectWhenIdle(app.server);
  const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
  console.log(`\nAI skin analyzer console: ${url}  (API docs: ${url}/api/docs)`);
  console.log(
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/db`}`,
  );
  if (config.seedDemo) {
    console.log('Demo accounts (username / password):');
    for (const u of [{ username: 'admin', name: 'Platform administrator' }, ...DEMO_USERS])
      console.log(`  ${u.username.padEnd(10)} / ${demoPassword(u.username).padEnd(14)} ${u.name}`);
  }
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    stopCollecting();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
}

void main();
