import { goodsResource } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { pictureThumbnail } from '../../../components/file-picture';
import { useHasPermission } from '../../../components/permission/use-access';
import { FileInput } from '../../../components/upload/file-input';
import { uploadGoodsPicture } from '../api/upload-goods-picture';
import { GOODS_PICTURE } from './goods-picture';

type Props = { value?: string | null; onChange?: (fileId: string | null) => void };

/**
 * The goods picture of the add/edit form (JPG or PNG): the form keeps the stored file's id as
 * `iconFileId`.
 */
export function GoodsPictureInput({ value, onChange }: Props) {
  const { t } = useTranslation('skin');
  const mayUpload = useHasPermission([goodsResource.extra.upload]);
  return (
    <FileInput
      value={value}
      onChange={onChange}
      upload={uploadGoodsPicture}
      rule={GOODS_PICTURE}
      mayUpload={mayUpload}
      preview={pictureThumbnail}
      testId="field-iconFileId"
      errorTestId="picture-error"
      labels={{
        none: t('goods.noPicture'),
        upload: t('goods.uploadPicture'),
        replace: t('goods.replacePicture'),
        remove: t('goods.removePicture'),
        hint: t('goods.pictureHint'),
        uploaded: t('goods.uploaded'),
      }}
    />
  );
}
