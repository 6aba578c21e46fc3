import type { GoodsBatchError, GoodsBatchResult } from '@skin/contract';
import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/server-messages';

/**
 * What the last check or upload found: the goods it creates, changes and leaves as they are, or
 * every error by row and column (row 0 is the header row), in the user's language.
 */
export function GoodsUploadResult({ result }: { result: GoodsBatchResult }) {
  const { t } = useTranslation('skin');
  const counts = { created: result.created, updated: result.updated, unchanged: result.unchanged };
  if (result.written)
    return (
      <Alert
        type="success"
        showIcon
        data-testid="goods-upload-done"
        title={t('goods.uploaded')}
        description={t('goodsUpload.done', counts)}
      />
    );
  if (!result.errorCount)
    return (
      <Alert
        type="info"
        showIcon
        data-testid="goods-upload-ready"
        title={t('goodsUpload.ready', { n: result.valid, ...counts })}
      />
    );
  const more = result.errorCount > result.errors.length;
  return (
    <>
      <Alert
        type="error"
        showIcon
        data-testid="goods-upload-has-errors"
        title={t('goodsUpload.hasErrors', { n: result.errorCount })}
        description={more ? t('goodsUpload.moreErrors', { shown: result.errors.length }) : undefined}
        style={{ marginBottom: 12 }}
      />
      <Table<GoodsBatchError & { key: number }>
        data-testid="goods-upload-errors"
        size="small"
        dataSource={result.errors.map((e, key) => ({ ...e, key }))}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        columns={[
          {
            key: 'row',
            dataIndex: 'row',
            title: t('goodsUpload.row'),
            width: 100,
            render: (row: number) => (row === 0 ? t('goodsUpload.header') : row),
          },
          { key: 'column', dataIndex: 'column', title: t('goodsUpload.column'), width: 200 },
          {
            key: 'message',
            dataIndex: 'message',
            title: t('goodsUpload.problem'),
            render: (message: GoodsBatchError['message']) => translateMessage(message),
          },
        ]}
      />
    </>
  );
}
