import { describe, expect, it } from 'vitest';
import { redactUrl } from '../src/logging';
import { createTestApp, logLines, signIn } from './harness';

/** Every log line the app writes, as text, at the default level and in the production format. */
const { lines, stream } = logLines();
const t = await createTestApp({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, { logStream: stream });

describe('logs never hold a credential', () => {
  it('redacts credential parameters of a URL, whatever their case or encoding', () => {
    expect(redactUrl('/api/oauth/token?username=a&password=s3cret&client_secret=x')).toBe(
      '/api/oauth/token?username=a&password=[redacted]&client_secret=[redacted]',
    );
    expect(redactUrl('/api/x?Refresh_Token=abc&%70assword=p')).toBe(
      '/api/x?Refresh_Token=[redacted]&%70assword=[redacted]',
    );
    expect(redactUrl('/api/x')).toBe('/api/x');
  });

  it('a sign-in and a refresh through the query string leave no password, token or client secret in the log', async () => {
    const res = await signIn(t.app, 'operator', 'operator123');
    expect(res.statusCode).toBe(200);
    const { refresh_token, access_token } = res.json();
    await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      query: {
        grant_type: 'refresh_token',
        refresh_token,
        client_id: 'console',
        client_secret: 'console-secret',
      },
    });
    await signIn(t.app, 'operator', 'wrongGuess77');
    await t.app.inject({
      method: 'GET',
      url: '/api/ums-user/me',
      headers: { authorization: `Bearer ${access_token}` },
    });
    const log = lines.join('');
    expect(log).toContain('/api/oauth/token');
    for (const secret of ['operator123', 'wrongGuess77', 'console-secret', refresh_token, access_token])
      expect(log).not.toContain(secret);
  });
});
