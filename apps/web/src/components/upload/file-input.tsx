import { DeleteOutlined, StopOutlined, UploadOutlined } from '@ant-design/icons';
import type { StoredFile } from '@skin/contract';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { UploadCancelled, type UploadOptions } from '../../lib/upload-file';
import { useFeedback } from '../../lib/use-feedback';
import { acceptOf, type FileRule, refusalOf } from './file-checks';

/** What the input says, in its screen's words. */
export type FileInputLabels = {
  none: string;
  upload: string;
  replace: string;
  remove: string;
  hint: string;
  /** Said once a file is uploaded; without it the new preview says so. */
  uploaded?: string;
};

type Props = {
  value?: string | null;
  onChange?: (fileId: string | null) => void;
  /** Sends the chosen file (lib/upload-file.ts); the stored file's id becomes the value. */
  upload: (file: File, options: UploadOptions) => Promise<StoredFile>;
  /** What may be chosen: type, size and, for a picture, its pixels' ratio. */
  rule: FileRule;
  mayUpload: boolean;
  labels: FileInputLabels;
  /** How the stored file is shown: a private picture by its link, a public one by address, a video as a player. */
  preview: (fileId: string) => ReactNode;
  /** For large files: the upload shows its percentage and a Cancel button, with these words. */
  cancellable?: { cancel: string; cancelled: string };
  testId: string;
  /** Where the refusal is shown; `<testId>-error` unless named. */
  errorTestId?: string;
};

/**
 * A form's file field: what is stored, upload (refused here before it is sent when the browser
 * can tell, and checked again by content on the server), replace and remove. The form keeps the
 * stored file's id; a refusal stays on the page under the field. Leaving the form stops an upload
 * still under way.
 */
export function FileInput({
  value,
  onChange,
  upload,
  rule,
  mayUpload,
  labels,
  preview,
  cancellable,
  testId,
  errorTestId = `${testId}-error`,
}: Props) {
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const send = async (file: File) => {
    setBusy(true);
    const controller = new AbortController();
    abort.current = controller;
    try {
      const refused = await refusalOf(file, rule);
      setRefusal(refused);
      if (refused) return;
      if (cancellable) setPercent(0);
      const options = { signal: controller.signal, onProgress: cancellable ? setPercent : undefined };
      onChange?.((await upload(file, options)).id);
      if (labels.uploaded) void message.success(labels.uploaded);
    } catch (err) {
      const cancelled = err instanceof UploadCancelled;
      setRefusal(
        cancelled ? (cancellable?.cancelled ?? null) : err instanceof Error ? err.message : String(err),
      );
    } finally {
      abort.current = null;
      setBusy(false);
      setPercent(null);
    }
  };
  return (
    <Flex vertical gap={4} data-testid={testId}>
      <Flex align="center" gap={8} wrap>
        {value ? preview(value) : <Typography.Text type="secondary">{labels.none}</Typography.Text>}
        {percent !== null && cancellable ? (
          <>
            <Progress percent={percent} size="small" style={{ width: 200 }} data-testid="upload-progress" />
            <Button size="small" icon={<StopOutlined />} onClick={() => abort.current?.abort()}>
              {cancellable.cancel}
            </Button>
          </>
        ) : (
          <>
            <Upload
              accept={acceptOf(rule)}
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
          </>
        )}
      </Flex>
      <Typography.Text type="secondary">{labels.hint}</Typography.Text>
      {refusal ? (
        <Typography.Text type="danger" data-testid={errorTestId}>
          {refusal}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
