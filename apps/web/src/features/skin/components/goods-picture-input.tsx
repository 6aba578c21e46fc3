import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { goodsResource } from '@skin/contract';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicture } from '../../../components/file-picture';
import { useHasPermission } from '../../../components/permission/use-access';
import { useFeedback } from '../../../lib/use-feedback';
import { uploadGoodsPicture } from '../api/upload-goods-picture';
import { refusalOfPicture } from './goods-picture';

type Props = { value?: string | null; onChange?: (fileId: string | null) => void };

/**
 * The goods picture of the add/edit form: its thumbnail, upload (JPG or PNG, refused here before
 * it is sent, and checked again by content on the server) and remove. The form keeps the stored
 * file's id as `iconFileId`.
 */
export function GoodsPictureInput({ value, onChange }: Props) {
  const { t } = useTranslation('skin');
  const { message } = useFeedback();
  const mayUpload = useHasPermission([goodsResource.extra.upload]);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = async (file: File) => {
    const refused = refusalOfPicture(file);
    setRefusal(refused);
    if (refused) return;
    setBusy(true);
    try {
      onChange?.((await uploadGoodsPicture(file)).id);
      void message.success(t('goods.uploaded'));
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap={4} data-testid="field-iconFileId">
      <Flex align="center" gap={8}>
        {value ? (
          <FilePicture fileId={value} width={64} height={64} style={{ objectFit: 'contain' }} />
        ) : (
          <Typography.Text type="secondary">{t('goods.noPicture')}</Typography.Text>
        )}
        <Upload
          accept=".jpg,.jpeg,.png"
          showUploadList={false}
          disabled={!mayUpload || busy}
          customRequest={({ file }) => void upload(file as File)}
        >
          <Button size="small" icon={<UploadOutlined />} loading={busy} disabled={!mayUpload}>
            {value ? t('goods.replacePicture') : t('goods.uploadPicture')}
          </Button>
        </Upload>
        {value ? (
          <Button size="small" danger icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            {t('goods.removePicture')}
          </Button>
        ) : null}
      </Flex>
      <Typography.Text type="secondary">{t('goods.pictureHint')}</Typography.Text>
      {refusal ? (
        <Typography.Text type="danger" data-testid="picture-error">
          {refusal}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
