import { FileExcelOutlined } from '@ant-design/icons';
import { GOODS_BATCH_LIMITS, goodsResource } from '@skin/contract';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../components/permission/use-access';
import { downloadGoodsExport } from '../api/goods-batch';

/**
 * Saves the goods the list's filters match as the batch upload's sheet (its columns, with each
 * goods item's id), to edit and upload again on the batch upload screen: at most 5000 goods, what
 * one upload reads. Only for those who may upload batches.
 */
export function GoodsExportButton({ filters }: { filters: Record<string, unknown> }) {
  const { t, i18n } = useTranslation('skin');
  const mayUpload = useHasPermission([goodsResource.extra.batch]);
  const [running, setRunning] = useState(false);
  if (!mayUpload) return null;
  const run = () => {
    setRunning(true);
    downloadGoodsExport(filters, i18n.language)
      .catch(() => undefined)
      .finally(() => setRunning(false));
  };
  return (
    <Tooltip title={t('goods.exportSheetHint', { max: GOODS_BATCH_LIMITS.exportRows })}>
      <Button icon={<FileExcelOutlined />} loading={running} onClick={run} data-testid="goods-export-sheet">
        {t('goods.exportSheet')}
      </Button>
    </Tooltip>
  );
}
