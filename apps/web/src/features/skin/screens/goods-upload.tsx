import { CheckCircleOutlined, CloudUploadOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Form, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadGoodsTemplate } from '../api/goods-batch';
import { GoodsUploadFiles } from '../components/goods-upload-files';
import { GoodsUploadOwner } from '../components/goods-upload-owner';
import { GoodsUploadProgress } from '../components/goods-upload-progress';
import { GoodsUploadResult } from '../components/goods-upload-result';
import { useGoodsUpload } from '../components/use-goods-upload';

/**
 * `skin/GoodsUpload`: goods for an agent from a spreadsheet and its pictures. "Check" lists every
 * row's errors without writing anything; "Upload" writes the checked files, all rows or none,
 * matching goods by name so the same file uploaded again adds nothing (docs/goods-upload.md).
 */
export default function GoodsUploadScreen() {
  const { t, i18n } = useTranslation('skin');
  const [ownerId, setOwnerId] = useState<number>();
  const [sheet, setSheet] = useState<File | null>(null);
  const [images, setImages] = useState<File[]>([]);
  const [sheetMissing, setSheetMissing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const flow = useGoodsUpload({ sheet, images, ownerId });
  const checking = flow.phase.step !== 'idle' && flow.phase.dryRun;
  // New files or another owner make the last answer stale.
  const picked =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      flow.reset();
    };
  const check = () => {
    setSheetMissing(!sheet);
    if (sheet) void flow.check();
  };
  const template = () => {
    setDownloading(true);
    downloadGoodsTemplate(i18n.language)
      .catch(() => undefined)
      .finally(() => setDownloading(false));
  };
  return (
    <Card
      title={t('goodsUpload.title')}
      extra={
        <Button
          icon={<DownloadOutlined />}
          loading={downloading}
          onClick={template}
          data-testid="goods-upload-template"
        >
          {t('goodsUpload.template')}
        </Button>
      }
    >
      <Form layout="vertical" style={{ maxWidth: 720 }}>
        <Form.Item label={t('goodsUpload.owner')}>
          <GoodsUploadOwner value={ownerId} onChange={picked(setOwnerId)} />
        </Form.Item>
        <GoodsUploadFiles
          sheet={sheet}
          images={images}
          onSheet={picked(setSheet)}
          onImages={picked(setImages)}
          sheetMissing={sheetMissing}
          refusal={flow.refusal}
          disabled={flow.busy}
        />
        <Form.Item>
          <Space>
            <Button
              icon={<CheckCircleOutlined />}
              onClick={check}
              loading={checking}
              data-testid="goods-upload-check"
            >
              {t('goodsUpload.check')}
            </Button>
            <Tooltip title={flow.checked ? undefined : t('goodsUpload.checkFirst')}>
              <Button
                type="primary"
                icon={<CloudUploadOutlined />}
                disabled={!flow.checked || flow.busy}
                onClick={() => void flow.upload()}
                data-testid="goods-upload-submit"
              >
                {t('goodsUpload.upload')}
              </Button>
            </Tooltip>
          </Space>
        </Form.Item>
      </Form>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <GoodsUploadProgress phase={flow.phase} rows={flow.result?.valid} />
        {flow.result && !flow.busy && <GoodsUploadResult result={flow.result} />}
      </Space>
    </Card>
  );
}
