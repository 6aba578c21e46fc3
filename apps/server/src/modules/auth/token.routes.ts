import { authEndpoints, tokenRequest } from '@skin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { done } from '../../lib/crud/reply';
import { OAuthError } from '../../lib/errors';
import { createTokenService } from './token.service';

/** Client credentials from the fields or an HTTP Basic header (RFC 6749 §2.3.1). */
function clientOf(req: FastifyRequest, fields: { client_id?: string; client_secret?: string }) {
  const basic = req.headers.authorization?.match(/^Basic\s+(.+)$/i);
  if (basic) {
    const [id, secret] = Buffer.from(basic[1], 'base64').toString().split(':');
    return { id, secret };
  }
  return { id: fields.client_id, secret: fields.client_secret };
}

/**
 * `POST /oauth/token`: fields as query parameters or a form body (docs/product-rules.md, "API
 * paths"); bare OAuth answers.
 */
export async function tokenRoutes(app: FastifyInstance) {
  const service = createTokenService(app.ctx);
  const { client } = app.ctx.config;

  registerEndpoint(
    app,
    authEndpoints.token,
    async (req) => {
      if (req.validationError)
        throw new OAuthError(400, 'invalid_request', { key: 'invalidRequest', params: { detail: 'fields' } });
      const parsed = tokenRequest.safeParse({ ...(req.query ?? {}), ...((req.body as object) ?? {}) });
      if (!parsed.success)
        throw new OAuthError(400, 'invalid_request', {
          key: 'invalidRequest',
          params: { detail: parsed.error.issues[0]?.message ?? '' },
        });
      const f = parsed.data;
      const c = clientOf(req, f);
      if (c.id !== client.id || c.secret !== client.secret)
        throw new OAuthError(401, 'invalid_client', 'unknownClient');
      if (f.grant_type === 'password') {
        if (!f.username || !f.password) throw new OAuthError(400, 'invalid_request', 'credentialsRequired');
        return service.password(req, f.username, f.password);
      }
      if (!f.refresh_token) throw new OAuthError(400, 'invalid_request', 'refreshTokenRequired');
      return service.refresh(req, f.refresh_token);
    },
    // Every refusal, bad fields included, is answered the OAuth way, not with the envelope.
    { config: { oauth: true }, attachValidation: true },
  );

  registerEndpoint(app, authEndpoints.logout, async (req) => {
    await service.logout(req.actor.sessionId);
    return done();
  });
}
