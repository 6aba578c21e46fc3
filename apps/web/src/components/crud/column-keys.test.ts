import { describe, expect, it } from 'vitest';
import type { CrudColumn } from './types';

// Checked by `npm run typecheck`: each @ts-expect-error must meet an error, or the build fails.
type Person = { id: number; name: string; createdAt: string };

describe('a column key', () => {
  it('names a property of the row, or is marked computed with its render', () => {
    const columns: CrudColumn<Person>[] = [
      { key: 'name', title: 'Name' },
      { key: 'age', title: 'Age', computed: true, render: () => 42 },
      // @ts-expect-error a property the row does not have (a renamed field) fails to compile
      { key: 'nmae', title: 'Name' },
      // @ts-expect-error a computed cell needs its render
      { key: 'total', title: 'Total', computed: true },
    ];
    expect(columns.map((c) => c.key)).toEqual(['name', 'age', 'nmae', 'total']);
  });
});
