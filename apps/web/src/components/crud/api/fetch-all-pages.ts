import { EXPORT_PAGE_SIZE, type ResourceDef } from '@skin/contract';
import { getList } from './get-list';

/** Beyond this many pages (100 000 rows) an export stops: a spreadsheet is not a backup. */
const MAX_PAGES = 200;

/** Every row the filters match, fetched page by page at the server's export page size. */
export async function fetchAllPages<E>(
  def: ResourceDef,
  filters: Record<string, string | number | undefined>,
): Promise<E[]> {
  const rows: E[] = [];
  for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum += 1) {
    const page = await getList<E>(def, { ...filters, pageNum, pageSize: EXPORT_PAGE_SIZE });
    rows.push(...page.list);
    // The total is capped by the server for large tables, so a short page is the real end.
    if (page.list.length < EXPORT_PAGE_SIZE) break;
  }
  return rows;
}
