import { APP_DISCOVERY_LIMITS, type AppDiscoveryUpload } from '@skin/contract';
import { t } from '../../../lib/i18n';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'];
const VIDEO_NAMES = /\.(mp4|m4v|mov|webm)$/i;

/** The largest file of each upload, in bytes (the server's limits). */
export const MAX_BYTES: Record<AppDiscoveryUpload, number> = {
  icon: APP_DISCOVERY_LIMITS.iconBytes,
  cover: APP_DISCOVERY_LIMITS.coverBytes,
  video: APP_DISCOVERY_LIMITS.videoBytes,
};
/** What the file inputs offer to choose. */
export const ACCEPT: Record<AppDiscoveryUpload, string> = {
  icon: IMAGE_TYPES.join(','),
  cover: IMAGE_TYPES.join(','),
  video: `${VIDEO_TYPES.join(',')},.mp4,.m4v,.mov,.webm`,
};

/**
 * Why a chosen file cannot be sent, or null: checked before any byte goes out (a 200 MB upload of
 * the wrong file wastes minutes). The server judges the content again, whatever the name says.
 */
export function refusalOf(kind: AppDiscoveryUpload, file: File): string | null {
  if (kind === 'video') {
    const typed = file.type ? VIDEO_TYPES.includes(file.type) : VIDEO_NAMES.test(file.name);
    if (!typed) return t('server.notAVideo');
  } else if (!IMAGE_TYPES.includes(file.type)) return t('server.notAnImage');
  if (file.size === 0) return t('server.fileEmpty');
  if (file.size > MAX_BYTES[kind])
    return t('server.fileTooLarge', { kb: Math.round(MAX_BYTES[kind] / 1024) });
  return null;
}
