import { STORE_LOGO_MAX_BYTES, storeEndpoints, storeResource } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { pictureThumbnail } from '../../../components/file-picture';
import { useHasPermission } from '../../../components/permission/use-access';
import { type FileRule, IMAGE_FILES } from '../../../components/upload/file-checks';
import { FileInput } from '../../../components/upload/file-input';
import { type UploadOptions, uploadFile } from '../../../lib/upload-file';

type Props = { value?: string | null; onChange?: (fileId: string | null) => void };

/** A logo is a PNG, JPEG, GIF or WebP picture within the server's limit. */
const LOGO: FileRule = { ...IMAGE_FILES, maxBytes: STORE_LOGO_MAX_BYTES };

const uploadLogo = (file: File, options: UploadOptions) => uploadFile(storeEndpoints.logo, file, options);

/** The store form's logo, printed at the head of the store's reports; kept as `logoFileId`. */
export function StoreLogoInput({ value, onChange }: Props) {
  const { t } = useTranslation('store');
  const mayUpload = useHasPermission([storeResource.extra.logo]);
  return (
    <FileInput
      value={value}
      onChange={onChange}
      upload={uploadLogo}
      rule={LOGO}
      mayUpload={mayUpload}
      preview={pictureThumbnail}
      testId="field-logoFileId"
      errorTestId="picture-error"
      labels={{
        none: t('store.noLogo'),
        upload: t('store.uploadLogo'),
        replace: t('store.replaceLogo'),
        remove: t('store.removeLogo'),
        hint: t('store.logoHint'),
        uploaded: t('store.logoUploaded'),
      }}
    />
  );
}
