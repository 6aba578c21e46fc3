import { describe, expect, it } from 'vitest';
import { readableDetail } from './history-detail';

describe('ledger detail', () => {
  it('keeps the known keys in a fixed order and drops ids', () => {
    expect(readableDetail('{"storeId":1,"store":"Lotus Beauty Xuhui"}')).toEqual([
      ['store', 'Lotus Beauty Xuhui'],
    ]);
    expect(readableDetail('{"agentId":3,"order":"OUT20261121-00001"}')).toEqual([
      ['order', 'OUT20261121-00001'],
    ]);
    expect(readableDetail('{"to":"1.5.0","from":"1.4.2"}')).toEqual([
      ['from', '1.4.2'],
      ['to', '1.5.0'],
    ]);
  });
  it('skips empty values and gives nothing for text that is not an object', () => {
    expect(readableDetail('{"bluetoothName":null,"remark":"cracked lens"}')).toEqual([
      ['remark', 'cracked lens'],
    ]);
    expect(readableDetail(null)).toEqual([]);
    expect(readableDetail('not json')).toEqual([]);
    expect(readableDetail('[1,2]')).toEqual([]);
    expect(readableDetail('"text"')).toEqual([]);
  });
});
