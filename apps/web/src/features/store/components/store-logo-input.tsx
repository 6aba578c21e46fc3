import { STORE_LOGO_MAX_BYTES, storeEndpoints, storeResource } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../components/permission/use-access';
import { ImageFileInput } from '../../../components/upload/image-file-input';
import { t as translate } from '../../../lib/i18n';
import { uploadFile } from '../../../lib/upload-file';

type Props = { value?: string | null; onChange?: (fileId: string | null) => void };

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const LOGO_NAME = /\.(png|jpe?g|gif|webp)$/i;

/** Why a chosen file cannot be a logo, in the server's own words, or null. */
function refusalOfLogo(file: File): string | null {
  const image = file.type ? LOGO_TYPES.includes(file.type) : LOGO_NAME.test(file.name);
  if (!image) return translate('server.notAnImage');
  if (file.size > STORE_LOGO_MAX_BYTES)
    return translate('server.fileTooLarge', { kb: STORE_LOGO_MAX_BYTES / 1024 });
  if (file.size === 0) return translate('server.fileEmpty');
  return null;
}

const uploadLogo = (file: File) => uploadFile(storeEndpoints.logo, file);

/** The store form's logo, printed at the head of the store's reports; kept as `logoFileId`. */
export function StoreLogoInput({ value, onChange }: Props) {
  const { t } = useTranslation('store');
  const mayUpload = useHasPermission([storeResource.extra.logo]);
  return (
    <ImageFileInput
      value={value}
      onChange={onChange}
      upload={uploadLogo}
      refusalOf={refusalOfLogo}
      accept=".png,.jpg,.jpeg,.gif,.webp"
      mayUpload={mayUpload}
      testId="field-logoFileId"
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
