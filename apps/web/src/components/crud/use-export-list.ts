import type { ResourceDef } from '@skin/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { showError } from '../../lib/feedback';
import { useFeedback } from '../../lib/use-feedback';
import { fetchAllPages } from './api/fetch-all-pages';
import { DEFAULT_EXPORT_NAME, type ExportColumn, type ExportSheet, exportExcel } from './export-excel';
import type { FilterValues } from './use-list-state';

const NOTICE_KEY = 'crud-export';

/**
 * A screen's own export: from the filters and the list's export columns, the sheet to write (rows
 * the list alone does not have, more columns, a name of its own).
 */
export type MakeExport<E> = (filters: FilterValues, columns: ExportColumn<E>[]) => Promise<ExportSheet<E>>;

/**
 * Exports every row the filters match to Excel, telling the user to wait meanwhile
 * (docs/product-rules.md, "Messages"); `make` gathers the sheet instead of the list's pages.
 */
export function useExportList<E>(
  def: ResourceDef,
  columns: ExportColumn<E>[],
  fileName?: string,
  make?: MakeExport<E>,
) {
  const { message } = useFeedback();
  const { t } = useTranslation('crud');
  const [running, setRunning] = useState(false);
  const run = async (filters: FilterValues) => {
    setRunning(true);
    void message.loading({ key: NOTICE_KEY, content: t('messages.exportWait'), duration: 0 });
    try {
      const sheet = make
        ? await make(filters, columns)
        : { rows: await fetchAllPages<E>(def, filters), columns, fileName: fileName ?? DEFAULT_EXPORT_NAME };
      await exportExcel(sheet.rows, sheet.columns, sheet.fileName);
    } catch (err) {
      // A failed call has shown its message already; this is the workbook itself failing.
      if (!(err instanceof ApiError)) showError(t('messages.exportFailed'));
    } finally {
      message.destroy(NOTICE_KEY);
      setRunning(false);
    }
  };
  return { run, running };
}
