import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import type { AnyEndpoint } from '@skin/contract';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../components/permission/use-access';
import { useFeedback } from '../../../lib/use-feedback';
import { uploadAppFile } from '../api/upload-app-file';

type Props = {
  value?: string | null;
  onChange?: (fileId: string | null) => void;
  endpoint: AnyEndpoint;
  /** Why the chosen file may not be sent (size, type, shape), or null: checked before sending. */
  refusalOf: (file: File) => Promise<string | null>;
  hint: string;
  /** How the chosen file is shown: the icon small and square, the image at its own ratio. */
  preview: { width: number; height?: number };
  testId: string;
};

/**
 * An uploaded picture of a form (an entry's icon, an item's image): what is chosen, upload and
 * remove. The file is checked here before it is sent and judged again by the server; the form
 * keeps the stored file's id. The pictures are public material, so they are shown by address.
 */
export function FileInput({ value, onChange, endpoint, refusalOf, hint, preview, testId }: Props) {
  const { t } = useTranslation('app');
  const { message } = useFeedback();
  const mayUpload = useHasPermission([endpoint.permission]);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const refused = await refusalOf(file);
      setRefusal(refused);
      if (refused) return;
      onChange?.((await uploadAppFile(endpoint, file)).id);
      void message.success(t('index.uploaded'));
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap={4} data-testid={testId}>
      <Flex align="center" gap={8} wrap>
        {value ? (
          <img
            src={`/api/files/${value}`}
            alt=""
            style={{ width: preview.width, height: preview.height ?? 'auto', objectFit: 'contain' }}
            data-testid={`${testId}-preview`}
          />
        ) : (
          <Typography.Text type="secondary">{t('index.noFile')}</Typography.Text>
        )}
        <Upload
          accept=".png,.jpg,.jpeg,.gif,.webp"
          showUploadList={false}
          disabled={!mayUpload || busy}
          customRequest={({ file }) => void upload(file as File)}
        >
          <Button size="small" icon={<UploadOutlined />} loading={busy} disabled={!mayUpload}>
            {value ? t('index.replaceFile') : t('index.uploadFile')}
          </Button>
        </Upload>
        {value ? (
          <Button size="small" danger icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            {t('index.removeFile')}
          </Button>
        ) : null}
      </Flex>
      <Typography.Text type="secondary">{hint}</Typography.Text>
      {refusal ? (
        <Typography.Text type="danger" data-testid={`${testId}-error`}>
          {refusal}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
