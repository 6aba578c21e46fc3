import { FileExcelOutlined, PictureOutlined } from '@ant-design/icons';
import { GOODS_BATCH_IMAGE_EXTENSIONS, GOODS_BATCH_LIMITS, GOODS_SHEET_EXTENSIONS } from '@skin/contract';
import { Button, Form, Upload, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/use-feedback';

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();
const accept = (extensions: readonly string[]) => extensions.map((e) => `.${e}`).join(',');
const listOf = (files: File[]) =>
  files.map((f) => ({ uid: `${f.name}:${f.size}`, name: f.name, status: 'done' as const }));

/**
 * The sheet (required; xlsx, xls, xlsm or xlsb) and its pictures (JPG, JPEG, PNG or WebP, at most
 * 200 KB each), checked here before anything is sent, with the messages the server would give.
 */
export function GoodsUploadFiles({
  sheet,
  images,
  onSheet,
  onImages,
  sheetMissing,
  disabled,
}: {
  sheet: File | null;
  images: File[];
  onSheet: (sheet: File | null) => void;
  onImages: (update: (images: File[]) => File[]) => void;
  sheetMissing: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('skin');
  const { message } = useFeedback();
  const refuse = (text: string) => {
    void message.error(text);
    return Upload.LIST_IGNORE;
  };
  const pickSheet: UploadProps['beforeUpload'] = (file) => {
    if (!(GOODS_SHEET_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
      return refuse(t('translation:server.excelRequired'));
    if (file.size > GOODS_BATCH_LIMITS.sheetBytes)
      return refuse(
        t('translation:server.sheetTooLarge', { mb: GOODS_BATCH_LIMITS.sheetBytes / 1024 / 1024 }),
      );
    onSheet(file);
    return false;
  };
  const pickImage: UploadProps['beforeUpload'] = (file, picked) => {
    if (!(GOODS_BATCH_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
      return refuse(t('translation:server.batchPictureFormat', { name: file.name }));
    if (file.size > GOODS_BATCH_LIMITS.imageBytes) return refuse(t('translation:server.pictureTooLarge'));
    if (images.length + picked.indexOf(file) >= GOODS_BATCH_LIMITS.images)
      return refuse(t('translation:server.tooManyPictures', { max: GOODS_BATCH_LIMITS.images }));
    // A picture of the same name replaces the one picked before.
    onImages((now) => [...now.filter((f) => f.name.toLowerCase() !== file.name.toLowerCase()), file]);
    return false;
  };
  return (
    <>
      <Form.Item
        label={t('goodsUpload.sheet')}
        required
        extra={t('goodsUpload.sheetHint')}
        validateStatus={sheetMissing && !sheet ? 'error' : undefined}
        help={sheetMissing && !sheet ? t('translation:server.excelRequired') : undefined}
      >
        <div data-testid="goods-upload-sheet">
          <Upload
            accept={accept(GOODS_SHEET_EXTENSIONS)}
            maxCount={1}
            disabled={disabled}
            beforeUpload={pickSheet}
            fileList={sheet ? listOf([sheet]) : []}
            onRemove={() => onSheet(null)}
          >
            <Button icon={<FileExcelOutlined />}>{t('goodsUpload.chooseSheet')}</Button>
          </Upload>
        </div>
      </Form.Item>
      <Form.Item label={t('goodsUpload.images')} extra={t('goodsUpload.imagesHint')}>
        <div data-testid="goods-upload-images">
          <Upload
            accept={accept(GOODS_BATCH_IMAGE_EXTENSIONS)}
            multiple
            disabled={disabled}
            beforeUpload={pickImage}
            fileList={listOf(images)}
            onRemove={(removed) => onImages((now) => now.filter((f) => f.name !== removed.name))}
          >
            <Button icon={<PictureOutlined />}>{t('goodsUpload.chooseImages')}</Button>
          </Upload>
        </div>
      </Form.Item>
    </>
  );
}
