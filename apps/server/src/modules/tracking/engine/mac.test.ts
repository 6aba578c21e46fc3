import { describe, expect, it } from 'vitest';
import { normalizeMac } from './mac';

describe('normalizeMac', () => {
  it('reads every usual writing into AA:BB:CC:DD:EE:FF', () => {
    for (const text of [
      'aa:bb:cc:dd:ee:0f',
      'AA-BB-CC-DD-EE-0F',
      'aabb.ccdd.ee0f',
      'AABBCCDDEE0F',
      ' aA:bB:Cc:dD:eE:0f ',
    ])
      expect(normalizeMac(text), text).toBe('AA:BB:CC:DD:EE:0F');
  });

  it('refuses wrong lengths, non-hex digits and mixed separators', () => {
    for (const text of [
      '',
      'AABBCCDDEE',
      'AABBCCDDEE0F11',
      'GG:BB:CC:DD:EE:FF',
      'AA:BB-CC:DD:EE:FF',
      'AA:BB:CC:DD:EE:F',
      'AAB.BCCD.DEEFF',
      'AA BB CC DD EE FF',
      'A'.repeat(100),
    ])
      expect(normalizeMac(text), text).toBeNull();
  });
});
