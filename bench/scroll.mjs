// Scrolling the largest order's device list in headless Chromium: the console's order detail
// screen (/inputOrderDetail/<id> or /outputOrderDetail/<id>) shows all of an order's devices (up to
// MAX_ORDER_QUANTITY = 10,000) in one virtualized table. The page is signed in the way the e2e
// specs' enterAs does it (tokens in localStorage), the table's body is scrolled from top to bottom
// and back by a wheel turn of `stepPx` every animation frame, and a requestAnimationFrame loop in
// the page records the frame times. Also checked: the rows are virtualized (few rows in the DOM at any time) and the
// last row is reached by scrolling.
//
// Alone, against a running server whose database bench/generate.mjs filled (the order
// BIG_ORDER_NUMBER) and which serves a build of the console (npm run build -w apps/web):
//
//   psql -h 127.0.0.1 -U postgres -c 'create database skin_bench'      # once
//   SEED_DEMO=false ADMIN_PASSWORD=Bench2026 PORT=18502 \
//     DATABASE_URL=postgres://postgres@127.0.0.1:5432/skin_bench npm start   # migrates, serves
//   node -e "import('./bench/generate.mjs').then((g) => g.generate('postgres://postgres@127.0.0.1:5432/skin_bench', 1))"
//   node bench/scroll.mjs
//
// Environment: BENCH_BASE (http://127.0.0.1:18502), BENCH_USER / BENCH_PASSWORD (admin / Bench2026),
// ORDER_ID (default: the stock-in order numbered BIG_ORDER_NUMBER, found through the API),
// SCROLL_STEP_PX (default 240: six 40 px rows a frame, a brisk fling; 10,000 rows down
// and up take about 3,300 frames, a minute at 60 Hz), CHROMIUM_PATH (/usr/bin/chromium).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { BIG_ORDER_NUMBER } from './generate.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { fetchOnce, tokenFor } from './lib/server.mjs';

/** A frame slower than this counts as dropped: one and a half frames at 60 Hz. */
const DROPPED_MS = (1000 / 60) * 1.5;
/** At most this many rows in the DOM at once for the list to count as virtualized. */
const MAX_RENDERED_ROWS = 200;

const PATHS = {
  input: { api: 'input-order', screen: 'inputOrderDetail' },
  output: { api: 'output-order', screen: 'outputOrderDetail' },
};

/** Puts a session's tokens where the console keeps them (as e2e/support/session.ts openAs does). */
export async function putTokens(page, base, token) {
  await page.goto(`${base}/login`);
  await page.evaluate((t) => {
    localStorage.setItem('skin.accessToken', t.access_token);
    localStorage.setItem('skin.refreshToken', t.refresh_token ?? '');
    localStorage.setItem('skin.tokenType', t.token_type ?? 'Bearer');
  }, token);
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
const round = (x) => Math.round(x * 10) / 10;

/**
 * Scrolls an order's device list down and back up in headless Chromium; answers
 * `{ rows, frames, longFrames, p95FrameMs, maxFrameMs, droppedPct }` (frames: animation frames
 * while scrolling; longFrames: over 50 ms; droppedPct: share over 1.5 frames at 60 Hz) and, to
 * read them by, `renderedRowsMax`, `stepPx` and `seconds`. Throws when the list is not
 * virtualized or its last row cannot be reached.
 * `headers` is the bearer header of bench/lib/server.mjs signIn; `refreshToken` is optional.
 */
export async function measureScroll({
  base,
  headers,
  orderId,
  kind = 'input',
  stepPx = Number(process.env.SCROLL_STEP_PX ?? 240),
  refreshToken,
}) {
  const paths = PATHS[kind];
  if (!paths) throw new Error(`kind is input or output, not ${kind}`);
  const res = await fetchOnce(`${base}/api/${paths.api}/${orderId}/devices`, { headers });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`order ${orderId}'s devices: ${JSON.stringify(body).slice(0, 200)}`);
  const devices = body.data;
  if (!devices.length) throw new Error(`order ${orderId} holds no devices`);
  // The table's order: newest first (a stable sort of the server's oldest-first list).
  const last = [...devices].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).at(-1);
  const [tokenType, accessToken] = headers.authorization.split(' ');

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    await putTokens(page, base, {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: tokenType,
    });
    await page.goto(`${base}/${paths.screen}/${orderId}`);
    const table = page.getByTestId('order-devices');
    await table.locator('.ant-table-row').first().waitFor({ timeout: 60_000 });
    await table.getByText(`(${devices.length})`).waitFor({ timeout: 60_000 });
    await table.locator('.ant-spin-spinning').waitFor({ state: 'detached', timeout: 60_000 });
    await page.waitForTimeout(500); // let the first paint settle

    const run = await page.evaluate(
      async ({ stepPx, lastId }) => {
        const root = document.querySelector('[data-testid="order-devices"]');
        const holder = root.querySelector('.ant-table-tbody-virtual-holder');
        if (!holder) throw new Error('no virtual table body (.ant-table-tbody-virtual-holder)');
        const rendered = () => root.querySelectorAll('.ant-table-tbody-virtual .ant-table-row').length;
        const frame = () => new Promise((r) => requestAnimationFrame(r));
        const frames = [];
        let renderedMax = rendered();
        let sawLast = false;
        let prev = await frame();
        const t0 = prev;
        // Each frame: note the time since the previous one, then turn the wheel by one step. A
        // wheel event, as a user's: the virtual list scrolls itself on wheel (setting the body's
        // scrollTop instead races its own state and moves every other frame). It stops at either
        // end, or when the body has not moved for a second.
        const travel = async (direction) => {
          let still = 0;
          let at = holder.scrollTop;
          for (;;) {
            const now = await frame();
            frames.push(now - prev);
            prev = now;
            renderedMax = Math.max(renderedMax, rendered());
            const max = holder.scrollHeight - holder.clientHeight;
            if (direction > 0 ? holder.scrollTop >= max - 1 : holder.scrollTop <= 0) return;
            still = holder.scrollTop === at ? still + 1 : 0;
            if (still > 60) return;
            at = holder.scrollTop;
            holder.dispatchEvent(
              new WheelEvent('wheel', {
                deltaY: direction * stepPx,
                deltaMode: 0,
                bubbles: true,
                cancelable: true,
              }),
            );
          }
        };
        await travel(1);
        // At the bottom: the last row is in the DOM.
        await frame();
        sawLast = !!root.querySelector(`.ant-table-row[data-row-key="${lastId}"]`);
        const lastText = sawLast
          ? root.querySelector(`.ant-table-row[data-row-key="${lastId}"]`).textContent
          : '';
        prev = await frame();
        await travel(-1);
        return { frames, renderedMax, sawLast, lastText, seconds: (prev - t0) / 1000 };
      },
      { stepPx, lastId: last.id },
    );
    if (!run.sawLast || !run.lastText.includes(last.serialNumber))
      throw new Error(`the last row (${last.serialNumber}) was not reached by scrolling`);
    if (run.renderedMax > MAX_RENDERED_ROWS)
      throw new Error(`${run.renderedMax} rows in the DOM at once: the list is not virtualized`);
    const sorted = [...run.frames].sort((a, b) => a - b);
    return {
      rows: devices.length,
      frames: run.frames.length,
      longFrames: run.frames.filter((f) => f > 50).length,
      p95FrameMs: round(percentile(sorted, 95)),
      maxFrameMs: round(sorted.at(-1) ?? 0),
      droppedPct: round((100 * run.frames.filter((f) => f > DROPPED_MS).length) / (run.frames.length || 1)),
      renderedRowsMax: run.renderedMax,
      stepPx,
      seconds: round(run.seconds),
    };
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const base = process.env.BENCH_BASE ?? 'http://127.0.0.1:18502';
  const token = await tokenFor(
    base,
    process.env.BENCH_USER ?? 'admin',
    process.env.BENCH_PASSWORD ?? 'Bench2026',
  );
  const headers = { authorization: `${token.token_type ?? 'Bearer'} ${token.access_token}` };
  let orderId = Number(process.env.ORDER_ID);
  if (!orderId) {
    const found = await (
      await fetchOnce(`${base}/api/input-order?number=${BIG_ORDER_NUMBER}&pageNum=1&pageSize=5`, { headers })
    ).json();
    orderId = found.data?.list?.find((o) => o.number === BIG_ORDER_NUMBER)?.id;
    if (!orderId) throw new Error(`no stock-in order ${BIG_ORDER_NUMBER}: run bench/generate.mjs first`);
  }
  const result = await measureScroll({
    base,
    headers,
    orderId,
    kind: process.env.ORDER_KIND ?? 'input',
    refreshToken: token.refresh_token,
  });
  console.log(JSON.stringify(result));
}
