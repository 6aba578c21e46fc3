import { AGREEMENT_KINDS, type FileKind, IMAGE_KINDS } from '@skin/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type FileGroup = 'agreement' | 'image';

/** What the file picker offers; the server decides by content anyway (an SVG is never an image). */
export const ACCEPT: Record<FileGroup, string> = {
  agreement: '.html,.htm',
  image: '.jpg,.jpeg,.png,.gif,.webp',
};

export const GROUPS: { group: FileGroup; kinds: readonly FileKind[] }[] = [
  { group: 'agreement', kinds: AGREEMENT_KINDS },
  { group: 'image', kinds: IMAGE_KINDS },
];

/** The ten files of a device type in the user's language. */
export function useFileKindLabels(): Record<FileKind, string> {
  const { t } = useTranslation('device');
  return useMemo(
    () => ({
      userAgreement: t('files.userAgreement'),
      personalInfoList: t('files.personalInfoList'),
      privacyPolicy: t('files.privacyPolicy'),
      minorsRules: t('files.minorsRules'),
      thirdPartySdk: t('files.thirdPartySdk'),
      mainLogo: t('files.mainLogo'),
      deviceManagerActiveBig: t('files.deviceManagerActiveBig'),
      deviceManagerPassiveBig: t('files.deviceManagerPassiveBig'),
      homePageBigLog: t('files.homePageBigLog'),
      detectionResultLogo: t('files.detectionResultLogo'),
    }),
    [t],
  );
}
