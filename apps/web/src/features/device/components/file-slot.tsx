import { DeleteOutlined, FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import type { FileKind, StoredFile } from '@skin/contract';
import { Button, Flex, Image, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/use-feedback';
import { useDeviceErrors } from '../api/device-errors';
import { uploadDeviceTypeFile } from '../api/upload-device-type-file';
import { ACCEPT, type FileGroup } from './file-kinds';

type Props = {
  kind: FileKind;
  group: FileGroup;
  label: string;
  file?: StoredFile;
  /** The hardware model typed so far; uploads wait for it (docs/product-rules.md, "Input rules"). */
  model: string;
  mayUpload: boolean;
  onChange: (file: StoredFile | null) => void;
};

/** One file of a device type: what is there (thumbnail or link), upload, and remove. */
export function FileSlot({ kind, group, label, file, model, mayUpload, onChange }: Props) {
  const { t } = useTranslation('device');
  const { message } = useFeedback();
  const errors = useDeviceErrors();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = async (chosen: File) => {
    setBusy(true);
    setRefusal(null);
    try {
      onChange(await uploadDeviceTypeFile(kind, model, chosen));
      void message.success(t('files.uploaded'));
    } catch (err) {
      errors.report(err);
      setRefusal(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  const preview =
    file && group === 'image' ? (
      <Image src={file.url} alt={file.name} width={56} height={56} style={{ objectFit: 'contain' }} />
    ) : file ? (
      <Typography.Link href={file.url} target="_blank" rel="noopener noreferrer" ellipsis>
        <FileTextOutlined /> {file.name}
      </Typography.Link>
    ) : (
      <Typography.Text type="secondary">{t('files.none')}</Typography.Text>
    );
  return (
    <Flex
      vertical
      gap={4}
      style={{ flex: 1, padding: 8, border: '1px solid #f0f0f0', borderRadius: 6 }}
      data-testid={`slot-${kind}`}
    >
      <Typography.Text strong>{label}</Typography.Text>
      <Flex align="center" gap={8} style={{ minHeight: 56 }} data-testid={`file-${kind}`}>
        {preview}
      </Flex>
      <Flex gap={4} wrap>
        <Upload
          accept={ACCEPT[group]}
          showUploadList={false}
          disabled={!mayUpload || !model || busy}
          customRequest={({ file: chosen }) => void upload(chosen as File)}
        >
          <Button size="small" icon={<UploadOutlined />} loading={busy} disabled={!mayUpload || !model}>
            {file ? t('files.replace') : t('files.upload')}
          </Button>
        </Upload>
        {file ? (
          <Button size="small" danger icon={<DeleteOutlined />} onClick={() => onChange(null)}>
            {t('files.remove')}
          </Button>
        ) : null}
      </Flex>
      {refusal ? (
        <Typography.Text type="danger" data-testid={`file-error-${kind}`}>
          {refusal}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
