import { Code } from '@skin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
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
    /**
     * A read without side effects whose handler returns its answer (never sends it): it may start
     * with the caller of the session's previous request while this request's caller is read, in
     * the same round trip, and its answer is sent only when the two are the same; otherwise it runs
     * again for the caller as read (docs/performance.md, "Reads that start with the caller's guess").
     */
    speculative?: boolean;
  }
  interface FastifyRequest {
    actorOrNull: Actor | null;
    /** The authenticated caller; only on routes that are not public. */
    readonly actor: Actor;
    /**
     * Set while a speculative read runs with a guessed caller: settles once the caller is read,
     * true when the guess was right, false when `actor` was replaced by the caller as read (who
     * holds the permission), and rejects with the refusal of that caller.
     */
    callerConfirmed?: () => Promise<boolean>;
  }
}

/** Takes the pending confirmation of a request's guessed caller, if any: it is awaited once. */
export function takeCallerConfirmation(req: FastifyRequest) {
  const confirm = req.callerConfirmed;
  req.callerConfirmed = undefined;
  return confirm;
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
      if ((route.config as { speculative?: boolean } | undefined)?.speculative)
        route.handler = confirmedHandler(route.handler);
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
      const guess = req.routeOptions.config.speculative
        ? app.ctx.actors.kept(claims.userId, claims.sessionId)
        : undefined;
      if (guess && permitted(guess, permission, req)) {
        // The read starts now with the guess; the caller is read alongside and decides.
        const actual = app.ctx.actors.load(claims.userId, claims.sessionId);
        actual.catch(() => {}); // awaited by whoever settles the request; never unhandled
        req.actorOrNull = guess;
        req.callerConfirmed = async () => {
          const actor = await actual;
          if (actor === guess) return true;
          req.actorOrNull = actor;
          await authorize(req, actor, permission);
          return false;
        };
        return;
      }
      req.actorOrNull = await app.ctx.actors.load(claims.userId, claims.sessionId);
      await authorize(req, req.actorOrNull, permission);
    });

    const permitted = (actor: Actor, permission: string, req: FastifyRequest) =>
      permission === 'signed-in' || can(actor, permission, req.method, req.routeOptions.url ?? '');

    /** Refuses (and records) a caller without the route's permission. */
    async function authorize(req: FastifyRequest, actor: Actor, permission: string) {
      if (permitted(actor, permission, req)) return;
      await app.ctx.audit.record(req, {
        action: `${req.method} ${req.routeOptions.url}`,
        outcome: 'denied',
        detail: { permission },
      });
      throw Forbidden({ key: 'permissionRequired', params: { permission } });
    }
  },
  { name: 'auth', dependencies: ['context'] },
);

type Handler = RouteOptions['handler'];

/**
 * A speculative route's handler: run with the guessed caller, its answer (or failure) kept until
 * the caller is read; when the guess was wrong it runs again for the caller as read, and a refusal
 * of that caller is the answer.
 */
function confirmedHandler(handler: Handler): Handler {
  return async function (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
    const confirmed = takeCallerConfirmation(req);
    if (!confirmed) return handler.call(this, req, reply);
    let outcome: { value: unknown } | { error: unknown };
    try {
      outcome = { value: await handler.call(this, req, reply) };
    } catch (error) {
      outcome = { error };
    }
    if (!(await confirmed())) return handler.call(this, req, reply);
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  };
}
