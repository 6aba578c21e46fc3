import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('holds up to its bound, then starts over with the new key', () => {
    const map = new BoundedMap<string, number>(3);
    for (const [i, k] of ['a', 'b', 'c'].entries()) map.set(k, i);
    expect([...map.keys()]).toEqual(['a', 'b', 'c']);
    map.set('d', 3);
    expect([...map.entries()]).toEqual([['d', 3]]);
  });

  it('replaces a key it holds without forgetting the others, even when full', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 10);
    expect(Object.fromEntries(map)).toEqual({ a: 10, b: 2 });
  });

  it('is a Map to everything that reads it', () => {
    const map = new BoundedMap<number, string>(10);
    map.set(1, 'one');
    expect(map).toBeInstanceOf(Map);
    expect(map.get(1)).toBe('one');
    expect(map.delete(1)).toBe(true);
    expect(map.size).toBe(0);
  });
});
