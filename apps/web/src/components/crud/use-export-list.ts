import type { ResourceDef } from '@skin/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { showError } from '../../lib/feedback';
import { useFeedback } from '../../lib/use-feedback';
import { fetchAllPages } from './api/fetch-all-pages';
import { DEFAULT_EXPORT_NAME, type ExportColumn, exportExcel } from './export-excel';
import type { FilterValues } from './use-list-state';

const NOTICE_KEY = 'crud-export';

/**
 * Exports every row the filters match to Excel, telling the user to wait meanwhile
 * (docs/product-rules.md, "Messages").
 */
export function useExportList<E>(def: ResourceDef, columns: ExportColumn<E>[], fileName?: string) {
  const { message } = useFeedback();
  const { t } = useTranslation('crud');
  const [running, setRunning] = useState(false);
  const run = async (filters: FilterValues) => {
    setRunning(true);
    void message.loading({ key: NOTICE_KEY, content: t('messages.exportWait'), duration: 0 });
    try {
      const rows = await fetchAllPages<E>(def, filters);
      await exportExcel(rows, columns, fileName ?? DEFAULT_EXPORT_NAME);
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
