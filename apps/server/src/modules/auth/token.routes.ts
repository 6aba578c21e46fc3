import { emptyEnvelope, tokenError, tokenRequest, tokenResponse } from '@skin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { client } = app.ctx.config;

  r.post('/api/oauth/token', {
    config: { permission: 'public', oauth: true },
    // Bad fields must be answered the OAuth way, not with the envelope.
    attachValidation: true,
    schema: {
      tags: ['auth'],
      summary: 'Password and refresh-token grants',
      querystring: tokenRequest.partial(),
      body: z.union([tokenRequest.partial(), z.null(), z.undefined()]).optional(),
      response: { 200: tokenResponse, 400: tokenError, 401: tokenError, 429: tokenError },
    },
    handler: async (req) => {
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
  });

  r.post('/api/oauth/logout', {
    config: { permission: 'signed-in' },
    schema: {
      tags: ['auth'],
      summary: 'End this session (all its refresh tokens)',
      response: { 200: emptyEnvelope },
    },
    handler: async (req) => {
      await service.logout(req.actor.sessionId);
      return done();
    },
  });
}
