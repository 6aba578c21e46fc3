import { resources } from '@skin/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp, logLines } from './harness';

/**
 * A client's bad input is its own mistake, not the server's: it is answered with its 400 and
 * leaves the log as a good request does, never a stack trace or a line at error level.
 */
const { lines, stream } = logLines();
const t = await createTestApp({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, { logStream: stream });
const ACCESS = new Set(['incoming request', 'request completed']);

describe('bad input in the log', () => {
  it('20 invalid queries on the standard read routes log no stack and nothing at error level', async () => {
    const reads = resources.filter((d) => d.actions.includes('query')).map((d) => `/api/${d.path}`);
    const bad = ['pageSize=abc', 'pageNum=-1', 'pageSize=0', 'pageNum=abc', 'pageSize=100000'];
    const urls = Array.from({ length: 20 }, (_, i) => `${reads[i % reads.length]}?${bad[i % bad.length]}`);
    // Once as a caller read afresh, then with the caller a read may start with (speculative reads).
    await t.as('admin', { method: 'GET', url: urls[0] });
    lines.length = 0;
    for (const url of urls) {
      const res = await t.as('admin', { method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
    }
    const entries = lines.map((l) => JSON.parse(l) as { level: number; msg: string; reqId: string });
    const log = lines.join('');
    expect(log).not.toContain('stack');
    expect(log).not.toMatch(/\n\s+at /);
    expect(entries.filter((e) => e.level >= 50)).toEqual([]);
    // Beyond the access lines every request writes, at most one short line per request.
    const extra = entries.filter((e) => !ACCESS.has(e.msg) || 'err' in e);
    expect(extra.length).toBeLessThanOrEqual(urls.length);
    for (const e of extra) expect(JSON.stringify(e).length).toBeLessThan(300);
    expect(new Set(entries.map((e) => e.reqId)).size).toBe(urls.length);
  });
});
