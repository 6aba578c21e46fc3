import { describe, expect, it } from 'vitest';
import { jsonDepth, jsonDiff } from './json-diff';

describe('jsonDiff', () => {
  it('lists added, removed and changed places by path, in document order', () => {
    const before = { a: 1, list: [1, 2], gone: { x: true }, 'odd key': 'v' };
    const after = { a: 2, list: [1], 'odd key': 'w', extra: null };
    expect(jsonDiff(before, after).changes).toEqual([
      { path: '$.a', kind: 'changed', before: 1, after: 2 },
      { path: '$.list[1]', kind: 'removed', before: 2 },
      { path: '$.gone', kind: 'removed', before: { x: true } },
      { path: '$["odd key"]', kind: 'changed', before: 'v', after: 'w' },
      { path: '$.extra', kind: 'added', after: null },
    ]);
  });

  it('counts a change of kind as one change of the whole, and equal documents as none', () => {
    expect(jsonDiff({ a: [1] }, { a: { 0: 1 } }).changes).toEqual([
      { path: '$.a', kind: 'changed', before: [1], after: { 0: 1 } },
    ]);
    expect(jsonDiff({ a: [1, { b: 'c' }] }, { a: [1, { b: 'c' }] }).changes).toEqual([]);
  });

  it('stops at the limit and says more were left out', () => {
    const result = jsonDiff([1, 2, 3, 4], [5, 6, 7, 8], 2);
    expect(result.changes.map((c) => c.path)).toEqual(['$[0]', '$[1]']);
    expect(result.more).toBe(true);
  });

  it('measures nesting without recursion, however deep', () => {
    expect(jsonDepth(1, 64)).toBe(0);
    expect(jsonDepth({ a: [{}] }, 64)).toBe(3);
    const deep = JSON.parse(`${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    expect(jsonDepth(deep, 64)).toBe(65);
  });
});
