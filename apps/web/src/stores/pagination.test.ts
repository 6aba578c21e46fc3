import { describe, expect, it } from 'vitest';
import { PAGE_SIZES, usePagination } from './pagination';

describe('pagination store', () => {
  it('starts as the product defines it', () => {
    const { able, pageNumber, pageSize, total } = usePagination.getState();
    expect({ able, pageNumber, pageSize, total }).toEqual({
      able: false,
      pageNumber: 1,
      pageSize: 20,
      total: 0,
    });
    expect(PAGE_SIZES).toEqual([5, 10, 20, 30, 50]);
  });

  it('goes back to page 1 and keeps the size on reset', () => {
    usePagination.getState().setPage(4, 50);
    usePagination.getState().resetPage();
    expect(usePagination.getState()).toMatchObject({ pageNumber: 1, pageSize: 50 });
  });
});
