import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { xlsx } from '../../../../test/fixtures/spreadsheets/crafted-xlsx.mjs';
import { SERVER_ROOT } from '../../../paths';
import { DEFAULT_LIMITS, readSpreadsheet } from './index';
import { readRows } from './sheet-rows.mjs';

const FIXTURES = path.join(SERVER_ROOT, 'test', 'fixtures', 'spreadsheets');
const protoHeader = fs.readFileSync(path.join(FIXTURES, 'proto-header.xlsx'));
const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();
const before = prototypeKeys();

// Keys a crafted file would use to reach Object.prototype, as a sheet name, header cells and values.
const crafted = xlsx(
  [
    ['name', 'remark'],
    ['__proto__', '{"__proto__":{"polluted":"yes"}}'],
    ['constructor', 'prototype'],
  ],
  { sheetName: '__proto__' },
);

describe('prototype pollution', () => {
  afterEach(() => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(prototypeKeys()).toEqual(before);
  });

  it('refuses __proto__, constructor and prototype as column names', async () => {
    await expect(readSpreadsheet(protoHeader, 'a.xlsx')).rejects.toMatchObject({ reason: 'headerName' });
    for (const name of ['constructor', 'prototype', 'Constructor']) {
      const file = xlsx([
        ['name', name],
        ['Serum', 'polluted'],
      ]);
      await expect(readSpreadsheet(file, 'a.xlsx')).rejects.toMatchObject({ reason: 'headerName' });
    }
  });

  it('hands such keys back as plain values, in arrays aligned with the header', async () => {
    const { header, rows } = await readSpreadsheet(crafted, 'a.xlsx');
    expect(header).toEqual(['name', 'remark']);
    expect(rows.map((r) => r.cells)).toEqual([
      ['__proto__', '{"__proto__":{"polluted":"yes"}}'],
      ['constructor', 'prototype'],
    ]);
  });

  // The reader thread has a prototype of its own: parse here too, so a flaw in the parser would show.
  it('leaves this thread clean when the parser itself runs in it', () => {
    expect(() => readRows(protoHeader, DEFAULT_LIMITS)).toThrow('"__proto__" cannot be a column name');
    expect(readRows(crafted, DEFAULT_LIMITS).rows).toHaveLength(2);
  });
});
