import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import type { StoredFile } from '@skin/contract';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useFeedback } from '../../lib/use-feedback';
import { FilePicture } from '../file-picture';

/** What the input says, in its screen's words. */
export type ImageInputLabels = {
  none: string;
  upload: string;
  replace: string;
  remove: string;
  hint: string;
  uploaded: string;
};

type Props = {
  value?: string | null;
  onChange?: (fileId: string | null) => void;
  /** Sends the chosen file; the stored file's id becomes the value. */
  upload: (file: File) => Promise<StoredFile>;
  /** Why a chosen file is refused before it is sent (the server checks its content in any case). */
  refusalOf: (file: File) => string | null;
  /** The file picker's filter, e.g. `.jpg,.jpeg,.png`. */
  accept: string;
  mayUpload: boolean;
  labels: ImageInputLabels;
  testId: string;
};

/**
 * A form's picture field: its thumbnail, upload (refused here before it is sent when the browser
 * can tell, and checked again by content on the server) and remove. The form keeps the stored
 * file's id; a refusal stays on the page under the field.
 */
export function ImageFileInput({
  value,
  onChange,
  upload,
  refusalOf,
  accept,
  mayUpload,
  labels,
  testId,
}: Props) {
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = async (file: File) => {
    const refused = refusalOf(file);
    setRefusal(refused);
    if (refused) return;
    setBusy(true);
    try {
      onChange?.((await upload(file)).id);
      void message.success(labels.uploaded);
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap={4} data-testid={testId}>
      <Flex align="center" gap={8}>
        {value ? (
          <FilePicture fileId={value} width={64} height={64} style={{ objectFit: 'contain' }} />
        ) : (
          <Typography.Text type="secondary">{labels.none}</Typography.Text>
        )}
        <Upload
          accept={accept}
          showUploadList={false}
          disabled={!mayUpload || busy}
          customRequest={({ file }) => void send(file as File)}
        >
          <Button size="small" icon={<UploadOutlined />} loading={busy} disabled={!mayUpload}>
            {value ? labels.replace : labels.upload}
          </Button>
        </Upload>
        {value ? (
          <Button size="small" danger icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            {labels.remove}
          </Button>
        ) : null}
      </Flex>
      <Typography.Text type="secondary">{labels.hint}</Typography.Text>
      {refusal ? (
        <Typography.Text type="danger" data-testid="picture-error">
          {refusal}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
