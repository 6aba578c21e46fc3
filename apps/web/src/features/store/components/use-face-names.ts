import type { FacePosition } from '@skin/contract';
import { useTranslation } from 'react-i18next';

/** The translated name of a face position (`unknown` is a full-face test). */
export function useFaceNames(): (position: FacePosition) => string {
  const { t } = useTranslation('store');
  const names: Record<FacePosition, string> = {
    front: t('test.faceFront'),
    left: t('test.faceLeft'),
    right: t('test.faceRight'),
    unknown: t('test.faceFull'),
  };
  return (position) => names[position] ?? position;
}
