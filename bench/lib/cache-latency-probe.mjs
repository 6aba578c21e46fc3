// A probe of how quickly this core reaches its caches, run by lib/cache-latency.mjs as its own
// process: once a second, 25,000 dependent reads in a random cycle through 4,096 slots, each slot
// on a 4 KB page of its own (16 MB in all), and a line `<ms since epoch> <ns of CPU per read>`.
// The slots' lines (256 KB) fit the core's own cache, but each read lands on another page, so it
// also needs that page's translation, which the core's TLB cannot hold for 4,096 pages: the
// reads measure the caches where the translations and the lines are kept, which the server's own
// working set shares, and which other tenants of the host can evict. CPU time, not wall time:
// waiting for the core it shares with the server is not a slower cache.
const PAGES = 4096;
const STRIDE = 1024; // Int32 slots per 4 KB page
const next = new Int32Array(PAGES * STRIDE);
const order = Array.from({ length: PAGES }, (_, i) => i);
// Sattolo's shuffle: one cycle through every page, in an order no prefetcher can guess.
for (let i = PAGES - 1; i > 0; i--) {
  const j = Math.floor(Math.random() * i);
  [order[i], order[j]] = [order[j], order[i]];
}
for (let i = 0; i < PAGES; i++) next[order[i] * STRIDE] = order[(i + 1) % PAGES] * STRIDE;
const READS = 25_000;
let at = 0;
const walk = () => {
  for (let i = 0; i < READS; i++) at = next[at];
};
for (let i = 0; i < 10; i++) walk(); // compiled before the first figure
setInterval(() => {
  const before = process.cpuUsage();
  walk();
  const used = process.cpuUsage(before);
  process.stdout.write(`${Date.now()} ${(((used.user + used.system) * 1000) / READS).toFixed(1)}\n`);
}, 1000);
