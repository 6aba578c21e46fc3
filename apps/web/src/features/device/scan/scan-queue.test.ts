import { describe, expect, it } from 'vitest';
import { createScanQueue, type ScanEntry } from './scan-queue';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the scan queue', () => {
  it('sends scans made faster than the server answers, in order, each once', async () => {
    const sent: string[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    let last: readonly ScanEntry[] = [];
    const queue = createScanQueue(
      async (serial) => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        sent.push(serial);
        await new Promise((r) => setTimeout(r, 2));
        inFlight--;
        return { done: sent.length };
      },
      (e) => {
        last = e;
      },
    );
    const serials = Array.from({ length: 50 }, (_, i) => `SA${String(i).padStart(10, '0')}`);
    for (const s of serials) queue.add(` ${s} `);
    expect(queue.busy()).toBe(true);
    while (queue.busy()) await tick();
    expect(sent).toEqual(serials);
    expect(maxInFlight).toBe(1);
    expect(last.map((e) => e.status)).toEqual(serials.map(() => 'accepted'));
    expect(last.at(-1)).toMatchObject({ serial: serials.at(-1), done: 50 });
  });

  it('keeps a refusal with its reason against its serial, signals it, and goes on', async () => {
    const refused: string[] = [];
    let last: readonly ScanEntry[] = [];
    let idle = 0;
    const queue = createScanQueue(
      async (serial) => {
        if (serial === 'BAD') throw new Error('Unknown serial number');
        return { done: 1 };
      },
      (e) => {
        last = e;
      },
      { onRefused: (e) => refused.push(e.serial), onIdle: () => idle++ },
    );
    queue.add('BAD');
    queue.add('GOOD');
    queue.add('   ');
    while (queue.busy()) await tick();
    expect(last.map(({ serial, status, reason }) => ({ serial, status, reason }))).toEqual([
      { serial: 'BAD', status: 'refused', reason: 'Unknown serial number' },
      { serial: 'GOOD', status: 'accepted', reason: undefined },
    ]);
    expect(refused).toEqual(['BAD']);
    expect(idle).toBeGreaterThan(0);
    queue.clearFinished();
    expect(last).toEqual([]);
  });
});
