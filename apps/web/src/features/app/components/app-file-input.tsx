import {
  APP_DISCOVERY_LIMITS,
  APP_INDEX_LIMITS,
  type AppDiscoveryUpload,
  appDiscoveryEndpoints,
  appIndexEndpoints,
  pathOf,
  routeOf,
} from '@skin/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../components/permission/use-access';
import { type FileRule, IMAGE_FILES, ratioText } from '../../../components/upload/file-checks';
import { FileInput } from '../../../components/upload/file-input';
import { uploadFile } from '../../../lib/upload-file';

/** Where a file of the app's content is served: public material, by its id (docs/files.md). */
export const publicFileUrl = (fileId: string) => routeOf({ path: `/files/${encodeURIComponent(fileId)}` });

const VIDEO = {
  types: ['video/mp4', 'video/quicktime', 'video/webm'],
  extensions: ['.mp4', '.m4v', '.mov', '.webm'],
  wrongType: 'server.notAVideo',
};
const { imageRatios, ratioTolerance } = APP_INDEX_LIMITS;

/** The catalogue keys of the buttons; the home says when an upload is done, discovery shows its progress. */
type Words = { upload: string; replace: string; remove: string; uploaded?: string };
const HOME: Words = {
  upload: 'index.uploadFile',
  replace: 'index.replaceFile',
  remove: 'index.removeFile',
  uploaded: 'index.uploaded',
};
const DISCOVERY: Words = {
  upload: 'discovery.upload.choose',
  replace: 'discovery.upload.replace',
  remove: 'discovery.upload.remove',
};

type Use = {
  endpoint: { path: string; permission: string };
  rule: FileRule;
  /** How the stored file is shown: a picture so styled, or a video player. */
  shown: CSSProperties | 'video';
  /** The catalogue keys of what the input says when empty, and of its hint. */
  none: string;
  hint: string;
  words: Words;
};

const DISCOVERY_PICTURE: CSSProperties = { maxWidth: 120, maxHeight: 80, objectFit: 'contain' };
const discoveryUse = (kind: AppDiscoveryUpload, rule: FileRule, none: string, hint: string): Use => ({
  endpoint: {
    path: pathOf(appDiscoveryEndpoints.upload, { kind }),
    permission: appDiscoveryEndpoints.upload.permission,
  },
  rule,
  shown: kind === 'video' ? 'video' : DISCOVERY_PICTURE,
  none,
  hint,
  words: DISCOVERY,
});

/**
 * Each file of the app's content, with the server's own limits: where it is sent, what it may be
 * (an icon's and a home image's pixels read first, a home image 5:2 or 5:3), how it is shown, and
 * the catalogue keys of what the input says.
 */
const USES = {
  homeIcon: {
    endpoint: appIndexEndpoints.uploadIcon,
    rule: { ...IMAGE_FILES, maxBytes: APP_INDEX_LIMITS.iconBytes, pixels: {} },
    shown: { width: 48, height: 48, objectFit: 'contain' },
    none: 'index.noFile',
    hint: 'index.iconHint',
    words: HOME,
  },
  homeImage: {
    endpoint: appIndexEndpoints.uploadImage,
    rule: {
      ...IMAGE_FILES,
      maxBytes: APP_INDEX_LIMITS.imageBytes,
      pixels: { ratios: imageRatios, tolerance: ratioTolerance },
    },
    shown: { width: 150, height: 'auto', objectFit: 'contain' },
    none: 'index.noFile',
    hint: 'detail.imageHint',
    words: HOME,
  },
  icon: discoveryUse(
    'icon',
    { ...IMAGE_FILES, maxBytes: APP_DISCOVERY_LIMITS.iconBytes },
    'discovery.upload.noIcon',
    'discovery.upload.iconHint',
  ),
  cover: discoveryUse(
    'cover',
    { ...IMAGE_FILES, maxBytes: APP_DISCOVERY_LIMITS.coverBytes },
    'discovery.upload.noCover',
    'discovery.upload.coverHint',
  ),
  video: discoveryUse(
    'video',
    { ...VIDEO, maxBytes: APP_DISCOVERY_LIMITS.videoBytes },
    'discovery.upload.noVideo',
    'discovery.upload.videoHint',
  ),
} satisfies Record<string, Use>;

type Props = {
  use: keyof typeof USES;
  /** The stored file's id, as the form keeps it. */
  value?: string | null;
  onChange?: (fileId: string | null) => void;
  /** `discovery-<use>` unless named. */
  testId?: string;
};

/** A file of the app's home or discovery content, checked, uploaded and shown (a video as a player). */
export function AppFileInput({ use, value, onChange, testId = `discovery-${use}` }: Props) {
  const { t } = useTranslation('app');
  const { endpoint, rule, shown, none, hint, words }: Use = USES[use];
  const mayUpload = useHasPermission([endpoint.permission]);
  // Discovery's files are large (a video up to 200 MB): their uploads show progress and Cancel.
  const discovery = words === DISCOVERY;
  const limits = {
    kb: APP_INDEX_LIMITS.iconBytes / 1024,
    mb: APP_INDEX_LIMITS.imageBytes / 1024 / 1024,
    ratios: ratioText(imageRatios),
  };
  const preview = (fileId: string) =>
    shown === 'video' ? (
      // biome-ignore lint/a11y/useMediaCaption: the videos are the platform's own material, without captions
      <video
        src={publicFileUrl(fileId)}
        controls
        preload="metadata"
        style={{ width: 280, maxHeight: 200, background: '#000' }}
        data-testid="discovery-video-player"
      />
    ) : (
      <img src={publicFileUrl(fileId)} alt="" style={shown} data-testid={`${testId}-preview`} />
    );
  return (
    <FileInput
      value={value}
      onChange={onChange}
      upload={(file, options) => uploadFile(endpoint, file, options)}
      rule={rule}
      mayUpload={mayUpload}
      preview={preview}
      testId={testId}
      errorTestId={discovery ? 'upload-error' : undefined}
      labels={{
        none: t(none),
        upload: t(words.upload),
        replace: t(words.replace),
        remove: t(words.remove),
        hint: t(hint, limits),
        uploaded: words.uploaded && t(words.uploaded),
      }}
      cancellable={
        discovery
          ? { cancel: t('discovery.upload.cancel'), cancelled: t('discovery.upload.cancelled') }
          : undefined
      }
    />
  );
}
