// A closed-loop HTTP load generator: `connections` clients each send the next request as soon as
// the previous one answered, for `seconds`. Throughput and latency percentiles of the answers.
import http from 'node:http';

function send(agent, url, { method, headers, body }) {
  return new Promise((resolve) => {
    const req = http.request(url, { agent, method, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', () => resolve(0));
    if (body) req.write(body);
    req.end();
  });
}

export async function load(url, { connections = 32, seconds = 10, headers = {}, method = 'GET', body } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  async function client() {
    while (performance.now() < until) {
      const t0 = performance.now();
      const status = await send(agent, url, { method, headers, body });
      if (!status || status >= 400) errors++;
      latencies.push(performance.now() - t0);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50: pct(0.5),
    p99: pct(0.99),
  };
}
