// `npm test`: static checks, unit and integration suites (PGlite, and PostgreSQL when DATABASE_URL
// is set), then browser tests against the real server. Ends with one line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { resolveChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.test-data/reports');
fs.mkdirSync(out, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const lines = [];

function run(label, cmd, args, opts = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    ...opts,
    env: { ...process.env, ...opts.env },
  });
  return { status: r.status ?? 1, seconds: ((Date.now() - started) / 1000).toFixed(0) };
}

function record(label, passed, failed, skipped, seconds) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(
    `${label.padEnd(22)} ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} (${seconds}s)`,
  );
}

/** A check that is one test: it passes or fails as a whole. */
function check(label, cmd, args) {
  const r = run(label, cmd, args);
  record(label, r.status === 0 ? 1 : 0, r.status === 0 ? 0 : 1, 0, r.seconds);
}

function vitest(label, config) {
  const report = path.join(out, `${label}.json`);
  fs.rmSync(report, { force: true });
  const r = run(label, bin('vitest'), [
    'run',
    '--config',
    config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (!fs.existsSync(report)) return record(label, 0, 1, 0, r.seconds);
  const j = JSON.parse(fs.readFileSync(report, 'utf8'));
  // A suite that crashed before its tests ran still counts as a failure.
  const crashed = r.status !== 0 && j.numFailedTests === 0 ? 1 : 0;
  record(label, j.numPassedTests, j.numFailedTests + crashed, j.numPendingTests + j.numTodoTests, r.seconds);
}

async function playwright() {
  const label = 'browser (chromium)';
  const chromium = await resolveChromium();
  if (!chromium) return record(label, 0, 1, 0, 0);
  console.log(`\nChromium: ${chromium.path} (${chromium.source})`);
  const report = path.join(out, 'playwright.json');
  fs.rmSync(report, { force: true });
  const r = run(
    label,
    bin('playwright'),
    ['test', '--config', 'apps/web/playwright.config.ts', '--reporter=list,json'],
    {
      env: {
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        CHROMIUM_PATH: chromium.path,
        CHROMIUM_ARGS: JSON.stringify(chromium.args),
        CHROMIUM_ENV: JSON.stringify(chromium.env),
      },
    },
  );
  if (!fs.existsSync(report)) return record(label, 0, 1, 0, r.seconds);
  const s = JSON.parse(fs.readFileSync(report, 'utf8')).stats;
  const crashed = r.status !== 0 && s.unexpected === 0 ? 1 : 0;
  // A test that passed only on its retry is flaky: counted on its own line, never as passed.
  totals.flaky += s.flaky;
  record(label, s.expected, s.unexpected + crashed, s.skipped, r.seconds);
  if (s.flaky)
    lines.push(`${'browser flaky'.padEnd(22)} ${s.flaky} passed only on retry (see the list above)`);
}

check('lint (biome)', bin('biome'), ['check', '.']);
check('types (tsc)', 'npm', ['run', '--silent', 'typecheck']);
check('layers', 'npm', ['run', '--silent', 'layers']);
vitest('server', 'apps/server/vitest.config.ts');
vitest('web', 'apps/web/vitest.config.ts');
vitest('scripts', 'scripts/vitest.config.mjs');
await playwright();
// Every benchmark at a tiny scale (no budgets): they keep working as the product changes. After
// the browser suite, whose server start built the console the first-load figure reads. They
// need PostgreSQL (pgbench is their baseline), so without DATABASE_URL they are skipped.
// A run moved off the default port (E2E_PORT) moves the benchmarks' ports and database too.
const e2ePort = Number(process.env.E2E_PORT ?? 8181);
if (e2ePort !== 8181) process.env.BENCH_PORT_BASE ??= String(18_500 + (Math.abs(e2ePort - 8181) % 230) * 200);
if (process.env.DATABASE_URL) check('bench (smoke)', 'npm', ['run', '--silent', 'bench:smoke']);
else record('bench (smoke)', 0, 0, 1, 0);

console.log('\n=== summary ===');
for (const l of lines) console.log(l);
if (totals.flaky) console.log(`flaky: ${totals.flaky} (passed on retry, not counted as passed)`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed ? 1 : 0);
