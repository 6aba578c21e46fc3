import { Code } from '@skin/contract';
import { jwtVerify, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens, VERIFIED_TOKENS_KEPT } from './tokens';

const SECRET = 's'.repeat(48);
const tokens = createAccessTokens(SECRET, 900);
const key = new TextEncoder().encode(SECRET);
/** The refusal code of a token, or 'ok'. */
const outcome = (token: string, purpose?: string) =>
  tokens.verify(token, purpose).then(
    () => 'ok',
    (e: { code?: number }) => e.code,
  );
const signed = (claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256' }) =>
  new SignJWT(claims).setProtectedHeader(header as never).sign(key);
const now = () => Math.floor(Date.now() / 1000);

describe('access tokens', () => {
  it('accepts what it signed, for its purpose only', async () => {
    const token = tokens.sign(7, 'session-1');
    await expect(tokens.verify(token)).resolves.toEqual({ userId: 7, sessionId: 'session-1' });
    expect(await outcome(token, 'device')).toBe(Code.illegalToken);
  });

  it('signs what a standard HS256 verifier accepts, with the claims jose would write', async () => {
    const token = tokens.sign(7, 'session-1', 'device', 60);
    const { payload, protectedHeader } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    expect(protectedHeader).toEqual({ alg: 'HS256' });
    expect(payload).toMatchObject({ sub: '7', sid: 'session-1', pur: 'device' });
    expect(payload.exp! - payload.iat!).toBe(60);
    expect(Math.abs(payload.iat! - now())).toBeLessThanOrEqual(1);
    const byJose = await new SignJWT({ sid: 'session-1', pur: 'device' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuedAt(payload.iat!)
      .setExpirationTime(payload.exp!)
      .sign(key);
    expect(token).toBe(byJose);
  });

  it('refuses a changed payload, signature or header, and a token signed by another key', async () => {
    const [h, p, s] = tokens.sign(7, 'session-1').split('.');
    const other = Buffer.from(
      JSON.stringify({ sub: '1', sid: 'session-1', pur: 'access', iat: now(), exp: now() + 60 }),
    );
    expect(await outcome(`${h}.${other.toString('base64url')}.${s}`)).toBe(Code.illegalToken);
    expect(await outcome(`${h}.${p}.${s.slice(0, -2)}AA`)).toBe(Code.illegalToken);
    // Base64url that decodes to the same bytes is still not the signature.
    expect(await outcome(`${h}.${p}.${s}=`)).toBe(Code.illegalToken);
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    expect(await outcome(`${none}.${p}.`)).toBe(Code.illegalToken);
    const typed = await signed(
      { sub: '7', sid: 'x', pur: 'access', iat: now(), exp: now() + 60 },
      { alg: 'HS256', crit: ['b64'], b64: true },
    );
    expect(await outcome(typed)).toBe(Code.illegalToken);
    const foreign = await new SignJWT({ sub: '7', sid: 'x', pur: 'access', iat: now(), exp: now() + 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(48)));
    expect(await outcome(foreign)).toBe(Code.illegalToken);
    expect(await outcome('a.b')).toBe(Code.illegalToken);
    expect(await outcome('')).toBe(Code.illegalToken);
  });

  it('requires an expiry and an issue time, and refuses an expired or not-yet-valid token', async () => {
    const base = { sub: '7', sid: 'x', pur: 'access' };
    expect(await outcome(await signed({ ...base, iat: now() }))).toBe(Code.illegalToken);
    expect(await outcome(await signed({ ...base, exp: now() + 60 }))).toBe(Code.illegalToken);
    expect(await outcome(await signed({ ...base, iat: now() - 120, exp: now() - 60 }))).toBe(
      Code.expiredToken,
    );
    expect(await outcome(await signed({ ...base, iat: now(), exp: now() + 60, nbf: now() + 60 }))).toBe(
      Code.illegalToken,
    );
    expect(await outcome(await signed({ ...base, iat: now(), exp: String(now() + 60) }))).toBe(
      Code.illegalToken,
    );
    expect(await outcome(await signed({ ...base, iat: now(), exp: now() + 60 }))).toBe('ok');
  });

  describe('a token checked before', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is still refused once it expires, and for another purpose', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const token = tokens.sign(7, 'session-1', 'access', 60);
      expect(await outcome(token)).toBe('ok');
      expect(await outcome(token)).toBe('ok');
      expect(await outcome(token, 'device')).toBe(Code.illegalToken);
      vi.setSystemTime(Date.now() + 61_000);
      expect(await outcome(token)).toBe(Code.expiredToken);
    });

    it('does not vouch for a token that differs from it by a character', async () => {
      const token = tokens.sign(8, 'session-2');
      expect(await outcome(token)).toBe('ok');
      const [h, p, s] = token.split('.');
      const forged = Buffer.from(
        JSON.stringify({ sub: '1', sid: 'session-2', pur: 'access', iat: now(), exp: now() + 60 }),
      ).toString('base64url');
      expect(await outcome(`${h}.${forged}.${s}`)).toBe(Code.illegalToken);
      expect(await outcome(`${h}.${p}.${s}=`)).toBe(Code.illegalToken);
      // A refused token is not remembered: refused again, whatever was checked in between.
      expect(await outcome(`${h}.${forged}.${s}`)).toBe(Code.illegalToken);
    });

    it('stays accepted while more tokens than are remembered pass', async () => {
      const first = tokens.sign(9, 'session-3');
      expect(await outcome(first)).toBe('ok');
      for (let i = 0; i <= VERIFIED_TOKENS_KEPT; i++) await tokens.verify(tokens.sign(i + 100, `s-${i}`));
      expect(await outcome(first)).toBe('ok');
    });
  });
});
