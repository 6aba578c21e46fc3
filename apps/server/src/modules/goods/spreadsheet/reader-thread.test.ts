import { describe, expect, it } from 'vitest';
import { xlsx } from '../../../../test/fixtures/spreadsheets/crafted-xlsx.mjs';
import { liveReaderThreads, readSpreadsheet } from './index';

/** A sheet at the row limit, wide enough to take the parser a while. */
function slowSheet() {
  const width = 30;
  const rows: (string | number)[][] = [Array.from({ length: width }, (_, c) => `column ${c}`)];
  for (let r = 1; r <= 5000; r++)
    rows.push(Array.from({ length: width }, (_, c) => (c % 2 ? r * c : `goods ${r} ${c}`)));
  return xlsx(rows);
}

describe('the reader thread', () => {
  it('keeps the server thread turning while a large sheet is parsed', async () => {
    const file = slowSheet();
    let worst = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      worst = Math.max(worst, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const { rows } = await readSpreadsheet(file, 'slow.xlsx');
    const took = performance.now() - started;
    clearInterval(timer);
    expect(rows).toHaveLength(5000);
    // Parsed here, the server would have stood still for all of `took`: a parse long enough for the
    // 5 ms timer to tell (not a fixed time, which a fast machine beats), with the timer never held
    // for half of it.
    expect(took).toBeGreaterThan(150);
    expect(worst).toBeLessThan(took / 2);
  });

  it('is ended at its deadline, and no thread is left behind', async () => {
    const file = slowSheet();
    // The refusal names the deadline: a parse that ran to its end would have answered rows.
    await expect(readSpreadsheet(file, 'slow.xlsx', { timeoutMs: 200 })).rejects.toMatchObject({
      reason: 'timeout',
    });
    expect(liveReaderThreads()).toBe(0);
  });

  it('is ended when its heap runs out, and the server goes on', async () => {
    const file = slowSheet();
    await expect(readSpreadsheet(file, 'slow.xlsx', { maxHeapMb: 8 })).rejects.toMatchObject({
      reason: 'tooMuchData',
    });
    expect(liveReaderThreads()).toBe(0);
    expect((await readSpreadsheet(file, 'slow.xlsx')).rows).toHaveLength(5000);
  });

  it('reads uploads that arrive together, each in turn', async () => {
    const file = xlsx([
      ['name', 'price'],
      ['Serum', 12],
    ]);
    const all = await Promise.all([1, 2, 3].map(() => readSpreadsheet(file, 'a.xlsx')));
    expect(all.map((r) => r.rows[0].cells)).toEqual([
      ['Serum', 12],
      ['Serum', 12],
      ['Serum', 12],
    ]);
    expect(liveReaderThreads()).toBe(0);
  });
});
