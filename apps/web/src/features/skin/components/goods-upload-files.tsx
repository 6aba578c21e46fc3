import { FileExcelOutlined, PictureOutlined } from '@ant-design/icons';
import { GOODS_BATCH_IMAGE_EXTENSIONS, GOODS_BATCH_LIMITS, GOODS_SHEET_EXTENSIONS } from '@skin/contract';
import { Button, Form, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchRefusal } from './use-goods-upload';

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();
const accept = (extensions: readonly string[]) => extensions.map((e) => `.${e}`).join(',');
const itemOf = (f: File, status: UploadFile['status'] = 'done'): UploadFile => ({
  uid: `${f.name}:${f.size}`,
  name: f.name,
  status,
});
/** A file refused here, kept in its list (marked) with the reason until it is removed. */
type Refused = { file: File; reason: string };

/**
 * The sheet (required; xlsx, xls, xlsm or xlsb) and its pictures (JPG, JPEG, PNG or WebP, at most
 * 200 KB each), checked here before anything is sent, with the messages the server would give.
 * A refused file, here or by the server, stays in its list marked, with its reason under it, until
 * it is removed or another is chosen (a toast alone would be gone before it is read).
 */
export function GoodsUploadFiles({
  sheet,
  images,
  onSheet,
  onImages,
  sheetMissing,
  refusal,
  disabled,
}: {
  sheet: File | null;
  images: File[];
  onSheet: (sheet: File | null) => void;
  onImages: (update: (images: File[]) => File[]) => void;
  sheetMissing: boolean;
  /** The server's refusal of the last batch sent, by part. */
  refusal: BatchRefusal;
  disabled: boolean;
}) {
  const { t } = useTranslation('skin');
  const [refusedSheet, setRefusedSheet] = useState<Refused | null>(null);
  const [refusedImages, setRefusedImages] = useState<Refused[]>([]);
  const pickSheet: UploadProps['beforeUpload'] = (file) => {
    const refuse = (reason: string) => {
      setRefusedSheet({ file, reason });
      onSheet(null);
      return Upload.LIST_IGNORE;
    };
    if (!(GOODS_SHEET_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
      return refuse(t('translation:server.sheetFormat'));
    if (file.size > GOODS_BATCH_LIMITS.sheetBytes)
      return refuse(
        t('translation:server.sheetTooLarge', { mb: GOODS_BATCH_LIMITS.sheetBytes / 1024 / 1024 }),
      );
    setRefusedSheet(null);
    onSheet(file);
    return false;
  };
  const pickImage: UploadProps['beforeUpload'] = (file, picked) => {
    const refuse = (reason: string) => {
      setRefusedImages((now) => [...now.filter((r) => r.file.name !== file.name), { file, reason }]);
      return Upload.LIST_IGNORE;
    };
    if (!(GOODS_BATCH_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
      return refuse(t('translation:server.batchPictureFormat', { name: file.name }));
    if (file.size > GOODS_BATCH_LIMITS.imageBytes) return refuse(t('translation:server.pictureTooLarge'));
    if (images.length + picked.indexOf(file) >= GOODS_BATCH_LIMITS.images)
      return refuse(t('translation:server.tooManyPictures', { max: GOODS_BATCH_LIMITS.images }));
    setRefusedImages((now) => now.filter((r) => r.file.name !== file.name));
    // A picture of the same name replaces the one picked before.
    onImages((now) => [...now.filter((f) => f.name.toLowerCase() !== file.name.toLowerCase()), file]);
    return false;
  };
  const sheetReason =
    refusedSheet?.reason ??
    (sheet ? refusal.file : undefined) ??
    (sheetMissing && !sheet ? t('translation:server.excelRequired') : undefined);
  const imageReasons = [
    ...refusedImages.map((r) => `${r.file.name}: ${r.reason}`),
    ...(refusal.images ? [refusal.images] : []),
  ];
  const sheetList = refusedSheet
    ? [itemOf(refusedSheet.file, 'error')]
    : sheet
      ? [itemOf(sheet, refusal.file ? 'error' : 'done')]
      : [];
  return (
    <>
      <Form.Item
        label={t('goodsUpload.sheet')}
        required
        extra={t('goodsUpload.sheetHint')}
        validateStatus={sheetReason ? 'error' : undefined}
        help={sheetReason ? <span data-testid="goods-upload-sheet-refusal">{sheetReason}</span> : undefined}
      >
        <div data-testid="goods-upload-sheet">
          <Upload
            accept={accept(GOODS_SHEET_EXTENSIONS)}
            maxCount={1}
            disabled={disabled}
            beforeUpload={pickSheet}
            fileList={sheetList}
            onRemove={() => {
              setRefusedSheet(null);
              onSheet(null);
            }}
          >
            <Button icon={<FileExcelOutlined />}>{t('goodsUpload.chooseSheet')}</Button>
          </Upload>
        </div>
      </Form.Item>
      <Form.Item
        label={t('goodsUpload.images')}
        extra={t('goodsUpload.imagesHint')}
        validateStatus={imageReasons.length ? 'error' : undefined}
        help={
          imageReasons.length ? (
            <div data-testid="goods-upload-images-refusal">
              {imageReasons.map((reason) => (
                <div key={reason}>{reason}</div>
              ))}
            </div>
          ) : undefined
        }
      >
        <div data-testid="goods-upload-images">
          <Upload
            accept={accept(GOODS_BATCH_IMAGE_EXTENSIONS)}
            multiple
            disabled={disabled}
            beforeUpload={pickImage}
            fileList={[
              ...images.map((f) => itemOf(f, refusal.images ? 'error' : 'done')),
              ...refusedImages.map((r) => itemOf(r.file, 'error')),
            ]}
            onRemove={(removed) => {
              setRefusedImages((now) => now.filter((r) => r.file.name !== removed.name));
              onImages((now) => now.filter((f) => f.name !== removed.name));
            }}
          >
            <Button icon={<PictureOutlined />}>{t('goodsUpload.chooseImages')}</Button>
          </Upload>
        </div>
      </Form.Item>
    </>
  );
}
