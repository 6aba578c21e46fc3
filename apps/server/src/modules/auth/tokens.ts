import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Code } from '@skin/contract';
import { BoundedMap } from '../../lib/bounded-map';
import { Unauthorized } from '../../lib/errors';

/** The only header this server signs (as jose writes it): anything else is not ours. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');
const illegal = () => Unauthorized(Code.illegalToken, 'illegalToken');

/**
 * Checks an HS256 token's form and signature synchronously: the exact header, the HMAC-SHA256
 * signature compared in constant time, and a payload that is a JSON object. The checks of jose's
 * jwtVerify for this one algorithm, without its WebCrypto round trip, which took a twentieth of an
 * authenticated request's CPU. Answers the claims, not yet checked against the clock.
 */
function verifyHs256(token: string, secret: Buffer): Readonly<Record<string, unknown>> {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) throw illegal();
  // Compared as text: base64url decoding forgives stray characters, the canonical form does not.
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest('base64url'),
  );
  const given = Buffer.from(parts[2]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw illegal();
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    throw illegal();
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) throw illegal();
  return Object.freeze(payload as Record<string, unknown>);
}

/** The claims' times, checked on every use: `exp` and `iat` required, `exp` in the future, `nbf` if present in the past. */
function checkTimes(claims: Readonly<Record<string, unknown>>) {
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || typeof claims.iat !== 'number') throw illegal();
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) throw illegal();
  if (claims.exp <= now) throw Unauthorized(Code.expiredToken, 'tokenExpired');
}

/**
 * How many tokens whose signature has been checked are remembered, by their exact text, so that
 * the next requests with the same token skip the HMAC (a console sends one token for up to its
 * lifetime, many requests a minute). Their times are still checked on every use, and the session
 * behind them is still read on every request (modules/auth/actor.ts), so a signed-out session or
 * a disabled user is refused as before. Only a token that passed is remembered: a forged one pays
 * the whole check every time. Past the bound the memory starts over (a few MB at most).
 */
export const VERIFIED_TOKENS_KEPT = 5_000;

/**
 * An HS256 token of `claims`, signed synchronously with node:crypto: the header and claim order
 * jose's SignJWT writes, without its WebCrypto call, which waits on the thread pool behind the
 * argon2id checks of concurrent sign-ins (tokens.test.ts checks that jose accepts it).
 */
function signHs256(claims: Record<string, unknown>, secret: Buffer): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** Signs and verifies short-lived access tokens (HS256 JWT carrying user id and session id). */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  const raw = Buffer.from(secret);
  const verified = new BoundedMap<string, Readonly<Record<string, unknown>>>(VERIFIED_TOKENS_KEPT);
  return {
    ttlSeconds,
    sign(userId: number, sessionId: string, purpose = 'access', ttl = ttlSeconds): string {
      const iat = Math.floor(Date.now() / 1000);
      return signHs256({ sid: sessionId, pur: purpose, sub: String(userId), iat, exp: iat + ttl }, raw);
    },
    async verify(token: string, purpose = 'access'): Promise<{ userId: number; sessionId: string }> {
      let payload = verified.get(token);
      if (payload === undefined) {
        payload = verifyHs256(token, raw);
        verified.set(token, payload);
      }
      checkTimes(payload);
      const userId = Number(payload.sub);
      if (payload.pur !== purpose || !Number.isInteger(userId) || typeof payload.sid !== 'string')
        throw illegal();
      return { userId, sessionId: payload.sid };
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** A new opaque refresh token (256 random bits, URL-safe). */
export const newRefreshToken = () => randomBytes(32).toString('base64url');

/** Refresh tokens are stored only as their SHA-256 hash. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
