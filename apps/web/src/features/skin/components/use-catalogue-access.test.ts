import { describe, expect, it } from 'vitest';
import { changeable } from './use-catalogue-access';

// agent1 (id 3) with its merchant (id 7) below it; agent1's parent is the admin (id 1).
const line = new Set([3, 7]);
const row = (ownerId: number | null) => ({ id: 1, ownerId });

describe('changeable', () => {
  it('lets platform staff change every row, platform defaults included', () => {
    for (const ownerId of [null, 1, 3, 99]) expect(changeable(row(ownerId), true, new Set([1]))).toBe(true);
  });

  it('lets anyone else change its own rows and those of the users below it', () => {
    expect(changeable(row(3), false, line)).toBe(true);
    expect(changeable(row(7), false, line)).toBe(true);
  });

  it('keeps platform defaults and rows owned above the caller read-only', () => {
    expect(changeable(row(null), false, line)).toBe(false);
    expect(changeable(row(1), false, line)).toBe(false);
  });
});
