import { EXPORT_PAGE_SIZE, type ResourceDef } from '@skin/contract';
import { getList } from './get-list';

/** Beyond this many pages (100 000 rows) an export stops: a spreadsheet is not a backup. */
const MAX_PAGES = 200;

/**
 * Every page `getPage` answers, from the first, at the server's export page size, until a short
 * page (the total is capped by the server for large tables, so a short page is the real end).
 */
export async function fetchPages<P extends { list: readonly unknown[] }>(
  getPage: (pageNum: number, pageSize: number) => Promise<P>,
): Promise<P[]> {
  const pages: P[] = [];
  for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum += 1) {
    const page = await getPage(pageNum, EXPORT_PAGE_SIZE);
    pages.push(page);
    if (page.list.length < EXPORT_PAGE_SIZE) break;
  }
  return pages;
}

/** Every row the filters match, fetched page by page at the server's export page size. */
export async function fetchAllPages<E>(
  def: ResourceDef,
  filters: Record<string, string | number | undefined>,
): Promise<E[]> {
  const pages = await fetchPages((pageNum, pageSize) => getList<E>(def, { ...filters, pageNum, pageSize }));
  return pages.flatMap((p) => p.list);
}
