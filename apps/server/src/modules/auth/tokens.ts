import { createHash, randomBytes } from 'node:crypto';
import { Code } from '@skin/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { Unauthorized } from '../../lib/errors';

/** Signs and verifies short-lived access tokens (HS256 JWT carrying user id and session id). */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  // Imported once: given raw bytes, jose imports the key again for every token it checks, which
  // was about a twentieth of an authenticated list request's CPU in a profile.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    ttlSeconds,
    sign: async (userId: number, sessionId: string, purpose = 'access', ttl = ttlSeconds) =>
      new SignJWT({ sid: sessionId, pur: purpose })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ttl}s`)
        .sign(await key),
    async verify(token: string, purpose = 'access'): Promise<{ userId: number; sessionId: string }> {
      try {
        // A token must say when it ends: one without `exp` would never expire.
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat'],
        });
        const userId = Number(payload.sub);
        if (payload.pur !== purpose || !Number.isInteger(userId) || typeof payload.sid !== 'string')
          throw Unauthorized(Code.illegalToken, 'illegalToken');
        return { userId, sessionId: payload.sid };
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw Unauthorized(Code.expiredToken, 'tokenExpired');
        if (err instanceof joseErrors.JOSEError || err instanceof TypeError)
          throw Unauthorized(Code.illegalToken, 'illegalToken');
        throw err;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** A new opaque refresh token (256 random bits, URL-safe). */
export const newRefreshToken = () => randomBytes(32).toString('base64url');

/** Refresh tokens are stored only as their SHA-256 hash. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
