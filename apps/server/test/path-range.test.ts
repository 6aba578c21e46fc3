import { describe, expect, it } from 'vitest';
import { pathRange } from '../src/data/scope';

describe('pathRange', () => {
  it('holds exactly the paths a LIKE of the subtree matches', () => {
    const paths = [
      '/1/',
      '/1/5/',
      '/1/5/7/',
      '/1/50/',
      '/1/59/3/',
      '/1/4/',
      '/1/4/99/',
      '/1/6/',
      '/2/',
      '/10/',
      '/1/5',
    ];
    for (const root of ['/1/', '/1/5/', '/1/4/', '/2/', '/1/59/']) {
      const { from, to } = pathRange(root);
      for (const p of paths) expect(p >= from && p < to, `${p} under ${root}`).toBe(p.startsWith(root));
    }
  });

  it('refuses an empty path rather than matching everything', () => {
    expect(() => pathRange('')).toThrow();
  });
});
