import type { FastifyInstance } from 'fastify';
import type { FileService } from './files.service';

/** The first sweep a minute after start, then every six hours. */
const FIRST_SWEEP_MS = 60_000;
const SWEEP_EVERY_MS = 6 * 3600_000;

/**
 * Runs the file sweep (FileService `sweep`) in the background of a running server and logs what
 * it removed. Several instances may sweep the same database: each delete is one statement that
 * re-checks nothing names the file, so two sweeps remove a file once.
 */
export function scheduleFileSweep(app: FastifyInstance, files: FileService) {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const report = await files.sweep();
      const bytes = Object.entries(report.bytes).map(([store, n]) => `${n} in ${store}`);
      if (report.rows || bytes.length)
        app.log.info(
          `file sweep: removed ${report.rows} files no record names, and bytes no file names: ${bytes.join(', ') || 'none'}`,
        );
    } catch (err) {
      app.log.warn({ err }, 'file sweep failed; the next one tries again');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(sweep, FIRST_SWEEP_MS);
  const every = setInterval(sweep, SWEEP_EVERY_MS);
  first.unref();
  every.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
}
