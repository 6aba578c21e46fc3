/**
 * Why a file was uploaded. The purpose decides who may fetch it (file-access.ts): device-type
 * pages and images are the analyzers' public material; everything else is served only to callers
 * who may see the record naming it.
 */
export const FILE_PURPOSE = {
  /** A consumer's face photo from a skin test: the most private thing the product holds. */
  testImage: 'test-image',
  /** The small copy of a test photo, as private as the photo. */
  thumbnail: 'thumbnail',
  goodsImage: 'goods-image',
  deviceTypeAgreement: 'device-type-agreement',
  deviceTypeImage: 'device-type-image',
  /** A store's logo: printed on the reports it hands to consumers, public like them. */
  storeLogo: 'store-logo',
  /** The mobile app's published content (docs/files.md): entry icons, item images, covers, videos. */
  appIcon: 'app-icon',
  appImage: 'app-image',
  appCover: 'app-cover',
  appVideo: 'app-video',
  /** A hospital floor's plan: served only to those who may see its yard (docs/tracking.md). */
  floorPlan: 'floor-plan',
} as const;

/**
 * Purposes anyone may fetch, cached publicly: the analyzers show their pages and images before
 * anyone signs in, a store's logo is printed on the reports its consumers open without an account,
 * and the mobile app's content is published material its `<img>` and `<video>` tags load without
 * a token.
 */
export const PUBLIC_PURPOSES: ReadonlySet<string> = new Set([
  FILE_PURPOSE.deviceTypeAgreement,
  FILE_PURPOSE.deviceTypeImage,
  FILE_PURPOSE.storeLogo,
  FILE_PURPOSE.appIcon,
  FILE_PURPOSE.appImage,
  FILE_PURPOSE.appCover,
  FILE_PURPOSE.appVideo,
]);
