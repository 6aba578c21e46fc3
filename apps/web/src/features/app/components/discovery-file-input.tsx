import { DeleteOutlined, StopOutlined, UploadOutlined } from '@ant-design/icons';
import { type AppDiscoveryUpload, appDiscoveryResource, routeOf, type StoredFile } from '@skin/contract';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../components/permission/use-access';
import { UploadCancelled, uploadDiscoveryFile } from '../api/upload-discovery-file';
import { ACCEPT, refusalOf } from './discovery-file-checks';

type Props = {
  kind: AppDiscoveryUpload;
  /** The stored file's id, as the form keeps it. */
  value?: string | null;
  onChange?: (fileId: string | null) => void;
  /** Told of each file uploaded here (its address and type, for a preview beside the form). */
  onUploaded?: (file: StoredFile) => void;
};

/** Where a file of the discovery content is served: public material, by its id (docs/files.md). */
export const publicFileUrl = (fileId: string) => routeOf({ path: `/files/${encodeURIComponent(fileId)}` });

/**
 * An icon, cover or video of the discovery content: checked here before it is sent, uploaded
 * with its progress shown and a Cancel button, then shown (a video as a player).
 */
export function DiscoveryFileInput({ kind, value, onChange, onUploaded }: Props) {
  const { t } = useTranslation('app');
  const mayUpload = useHasPermission([appDiscoveryResource.extra.upload]);
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  // Leaving the screen stops an upload still under way.
  useEffect(() => () => abort.current?.abort(), []);

  const upload = async (chosen: File) => {
    const refused = refusalOf(kind, chosen);
    setRefusal(refused);
    if (refused) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      const stored = await uploadDiscoveryFile(kind, chosen, setProgress, controller.signal);
      onUploaded?.(stored);
      onChange?.(stored.id);
    } catch (err) {
      setRefusal(err instanceof UploadCancelled ? t('discovery.upload.cancelled') : (err as Error).message);
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };
  const url = value ? publicFileUrl(value) : null;
  const none = {
    icon: t('discovery.upload.noIcon'),
    cover: t('discovery.upload.noCover'),
    video: t('discovery.upload.noVideo'),
  };
  const hint = {
    icon: t('discovery.upload.iconHint'),
    cover: t('discovery.upload.coverHint'),
    video: t('discovery.upload.videoHint'),
  };
  return (
    <Flex vertical gap={6} data-testid={`discovery-${kind}`}>
      {url && kind === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: the videos are the platform's own material, without captions
        <video
          src={url}
          controls
          preload="metadata"
          style={{ width: 280, maxHeight: 200, background: '#000' }}
          data-testid="discovery-video-player"
        />
      ) : url ? (
        <img src={url} alt="" style={{ maxWidth: 120, maxHeight: 80, objectFit: 'contain' }} />
      ) : (
        <Typography.Text type="secondary">{none[kind]}</Typography.Text>
      )}
      {progress !== null ? (
        <Flex align="center" gap={8}>
          <Progress percent={progress} size="small" style={{ width: 200 }} data-testid="upload-progress" />
          <Button size="small" icon={<StopOutlined />} onClick={() => abort.current?.abort()}>
            {t('discovery.upload.cancel')}
          </Button>
        </Flex>
      ) : (
        <Flex gap={8}>
          <Upload
            accept={ACCEPT[kind]}
            showUploadList={false}
            disabled={!mayUpload}
            customRequest={({ file: chosen }) => void upload(chosen as File)}
          >
            <Button size="small" icon={<UploadOutlined />} disabled={!mayUpload}>
              {value ? t('discovery.upload.replace') : t('discovery.upload.choose')}
            </Button>
          </Upload>
          {value ? (
            <Button size="small" danger icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
              {t('discovery.upload.remove')}
            </Button>
          ) : null}
        </Flex>
      )}
      <Typography.Text type="secondary">{hint[kind]}</Typography.Text>
      {refusal ? (
        <Typography.Text type="danger" data-testid="upload-error">
          {refusal}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
