import { describe, expect, it } from 'vitest';
import { sortableColumns, sortOfSorter } from './table-sort';

const columns = [
  { key: 'name', title: 'Name' },
  { key: 'roleName', title: 'Role' },
  { key: 'done', title: 'Received', sortKey: 'receivedQuantity' },
];
const sorts = ['name', 'receivedQuantity'];

describe('sortableColumns', () => {
  it('marks only the columns whose (sort) key the resource declares, arrows off', () => {
    const shown = sortableColumns(columns, sorts, {});
    expect(shown.map((c) => c.sorter)).toEqual([true, undefined, true]);
    expect(shown.map((c) => c.sortOrder)).toEqual([null, undefined, null]);
    expect(shown[2]).not.toHaveProperty('sortKey');
  });

  it('shows the current sort on its column, ascending when no order is given', () => {
    expect(sortableColumns(columns, sorts, { sort: 'receivedQuantity', order: 'desc' })[2].sortOrder).toBe(
      'descend',
    );
    expect(sortableColumns(columns, sorts, { sort: 'name' })[0].sortOrder).toBe('ascend');
  });

  it('marks nothing for a resource without sorts', () => {
    expect(sortableColumns(columns, undefined, { sort: 'name' }).every((c) => !('sorter' in c))).toBe(true);
  });
});

describe('sortOfSorter', () => {
  it("maps antd's ascend/descend to the query's asc/desc", () => {
    expect(sortOfSorter({ columnKey: 'name', order: 'ascend' }, columns)).toEqual({
      sort: 'name',
      order: 'asc',
    });
    expect(sortOfSorter({ columnKey: 'name', order: 'descend' }, columns)).toEqual({
      sort: 'name',
      order: 'desc',
    });
  });

  it('sends the sort key of a computed column', () => {
    expect(sortOfSorter([{ columnKey: 'done', order: 'descend' }], columns)).toEqual({
      sort: 'receivedQuantity',
      order: 'desc',
    });
  });

  it('drops the sort when the header cycles back to unsorted, or the column is unknown', () => {
    expect(sortOfSorter({ columnKey: 'name', order: null }, columns)).toEqual({});
    expect(sortOfSorter({ columnKey: 'nope', order: 'ascend' }, columns)).toEqual({});
  });
});
