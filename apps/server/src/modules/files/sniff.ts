/** Image formats accepted for uploads, recognised by their first bytes, never by the name. */
export type ImageMime = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const startsWith = (b: Uint8Array, bytes: number[], at = 0) => bytes.every((v, i) => b[at + i] === v);

/** The image type of a buffer by its magic bytes, or null when it is no accepted image. */
export function sniffImage(b: Uint8Array): ImageMime | null {
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(b, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** Video formats accepted for uploads, recognised by their container's first bytes. */
export type VideoMime = 'video/mp4' | 'video/quicktime' | 'video/webm';

/**
 * The video type of a buffer by its container header, or null: an ISO media file (MP4, MOV) opens
 * with an `ftyp` box naming its brand, a WebM file with the EBML magic and a `webm` doc type.
 */
export function sniffVideo(b: Uint8Array): VideoMime | null {
  if (startsWith(b, [0x66, 0x74, 0x79, 0x70], 4)) {
    const brand = String.fromCharCode(...b.subarray(8, 12));
    if (brand === 'qt  ') return 'video/quicktime';
    // Image brands (AVIF, HEIF) share the box: they are no video.
    if (/^(avi[fs]|hei[cfmsx]|mif1|msf1)$/.test(brand)) return null;
    return 'video/mp4';
  }
  if (startsWith(b, [0x1a, 0x45, 0xdf, 0xa3])) {
    const head = String.fromCharCode(...b.subarray(0, 64));
    return head.includes('webm') ? 'video/webm' : null;
  }
  return null;
}

/** Text that is valid UTF-8 without NUL bytes; binary content pretending to be HTML is refused. */
export function decodeText(b: Uint8Array): string | null {
  if (b.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(b);
  } catch {
    return null;
  }
}
