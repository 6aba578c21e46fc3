import { Code } from '@skin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Actor, can } from '../lib/actor';
import { Forbidden, Unauthorized } from '../lib/errors';

/** `public`: no token; `signed-in`: any valid session; otherwise a permission string. */
export type RoutePermission = 'public' | 'signed-in' | (string & {});

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
    /** An OAuth endpoint (RFC 6749): every refusal is answered as `{error, error_description}`. */
    oauth?: boolean;
  }
  interface FastifyRequest {
    actorOrNull: Actor | null;
    /** The authenticated caller; only on routes that are not public. */
    readonly actor: Actor;
  }
}

/** Reads the bearer token of a request, if any. */
export const bearerToken = (req: FastifyRequest) => {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [type, token] = header.split(' ');
  return type?.toLowerCase() === 'bearer' && token ? token : '';
};

/**
 * Authentication and access control for every API route. A route under /api that does not
 * declare its permission fails at start-up, so no route can forget its check.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('actorOrNull', null);
    app.decorateRequest('actor', {
      getter(this: FastifyRequest) {
        if (!this.actorOrNull) throw Unauthorized(Code.unauthorized, 'unauthorized');
        return this.actorOrNull;
      },
    });

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      route.config ??= {};
      // The API browser's own routes are the only undeclared ones we accept.
      if (route.url.startsWith('/api/docs'))
        (route.config as { permission?: string }).permission ??= 'public';
      const permission = (route.config as { permission?: string }).permission;
      if (!permission) throw new Error(`Route ${route.method} ${route.url} does not declare its permission`);
      // The permission is part of the API document, which the access-matrix test reads.
      if (route.schema && !route.url.startsWith('/api/docs')) {
        const note = permission === 'public' ? 'Public.' : `Permission: \`${permission}\`.`;
        route.schema = {
          ...route.schema,
          description: [route.schema.description, note].filter(Boolean).join('\n\n'),
        };
        if (permission === 'public') route.schema = { ...route.schema, security: [] };
      }
    });

    app.addHook('onRequest', async (req) => {
      const permission = req.routeOptions.config?.permission;
      if (!permission || permission === 'public') return;
      const token = bearerToken(req);
      if (token === undefined) throw Unauthorized(Code.unauthorized, 'unauthorized');
      if (permission === 'device') {
        // Analyzers carry device tokens, bound to the device's current secret.
        const claims = await app.ctx.tokens.verify(token, 'device');
        const device = await app.ctx.deviceAuth(claims.userId, claims.sessionId);
        if (!device) throw Unauthorized(Code.revokedToken, 'deviceTokenRevoked');
        req.deviceId = claims.userId;
        return;
      }
      const claims = await app.ctx.tokens.verify(token);
      req.actorOrNull = await app.ctx.actors.load(claims.userId, claims.sessionId);
      if (permission === 'signed-in') return;
      if (!can(req.actorOrNull, permission, req.method, req.routeOptions.url ?? '')) {
        await app.ctx.audit.record(req, {
          action: `${req.method} ${req.routeOptions.url}`,
          outcome: 'denied',
          detail: { permission },
        });
        throw Forbidden({ key: 'permissionRequired', params: { permission } });
      }
    });
  },
  { name: 'auth', dependencies: ['context'] },
);
