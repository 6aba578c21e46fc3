import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import LibraryCacheMap from '@rc-component/virtual-list/es/utils/CacheMap';
import { describe, expect, it } from 'vitest';
import { readKeptTotal, SUMMED_HEIGHTS } from '../../build/virtual-list';
import CacheMap from './virtual-list-cache-map';

const libraryDir = path.dirname(
  createRequire(import.meta.url).resolve('@rc-component/virtual-list/package.json'),
);

describe('the virtual list height cache with its total kept', () => {
  it('answers as the library does, and its total is the sum of the heights', () => {
    const ours = new CacheMap();
    const theirs = new LibraryCacheMap();
    // Rows measured as a scroll measures them: new keys, the same key again, a height that changes.
    const sets: Array<[string | number, number]> = [];
    for (let i = 0; i < 500; i++) sets.push([i % 170, 40 + ((i * 7) % 5)]);
    sets.push(['row-a', 55], ['row-a', 41], [0, 0]);
    for (const [key, height] of sets) {
      ours.set(key, height);
      theirs.set(key, height);
      expect(ours.id).toBe(theirs.id);
      expect(ours.get(key)).toBe(theirs.get(key));
      expect(ours.total).toBe(Object.values(theirs.maps).reduce((a: number, b: number) => a + b, 0));
    }
    expect([...ours.getRecord()]).toEqual([...theirs.getRecord()]);
    ours.resetRecord();
    theirs.resetRecord();
    expect(ours.getRecord().size).toBe(0);
    expect(ours.get('never measured')).toBeUndefined();
  });

  it('is what the installed list sums, so the build can hand it over', () => {
    const list = readFileSync(path.join(libraryDir, 'es/List.js'), 'utf8');
    expect(list).toContain(SUMMED_HEIGHTS);
    const patched = readKeptTotal(list) ?? '';
    expect(patched).not.toContain(SUMMED_HEIGHTS);
    expect(patched).toContain('heights.total');
    // The imports the build redirects to the copies.
    const useHeights = readFileSync(path.join(libraryDir, 'es/hooks/useHeights.js'), 'utf8');
    expect(useHeights).toContain('from "../utils/CacheMap"');
    expect(list).toContain('from "./hooks/useChildren"');
  });
});
