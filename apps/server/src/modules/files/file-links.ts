import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed link lasts at least, and the step its expiry is rounded up to. */
export const FILE_LINK_TTL_SECONDS = 600;
export const FILE_LINK_STEP_SECONDS = 300;

/**
 * Short-lived links to private files for `<img>` tags, which cannot send a token. A link names
 * one file and an expiry, signed with a key derived from the server's shared secret (so every
 * instance accepts every instance's links); it grants that file until it expires, and a deleted
 * file answers 404 whatever its link says. Expiries are rounded up to a step, so a screen asking
 * again within the step gets the same link and the browser's cache serves it.
 */
export function createFileLinks(secret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', secret).update('file-links').digest();
  const signatureOf = (id: string, exp: number) =>
    createHmac('sha256', key).update(`${id}.${exp}`).digest('base64url').slice(0, 32);
  const seconds = () => Math.floor(now() / 1000);
  return {
    /** A link to the file valid for 10 to 15 minutes. */
    urlOf(id: string): string {
      const exp =
        Math.ceil((seconds() + FILE_LINK_TTL_SECONDS) / FILE_LINK_STEP_SECONDS) * FILE_LINK_STEP_SECONDS;
      return `/api/files/${id}?exp=${exp}&sig=${signatureOf(id, exp)}`;
    },
    /** Seconds the link has left, or null when it is forged, meant for another file or expired. */
    check(id: string, exp: number, sig: string): number | null {
      const expected = Buffer.from(signatureOf(id, exp));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const left = exp - seconds();
      return left > 0 ? left : null;
    },
  };
}
export type FileLinks = ReturnType<typeof createFileLinks>;
