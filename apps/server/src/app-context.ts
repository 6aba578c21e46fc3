import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config';
import type { Db } from './db/client';
import type { AuditService } from './modules/audit/audit.service';
import type { ActorLoader } from './modules/auth/actor';
import type { AccessTokens } from './modules/auth/tokens';

/** What every module needs, built once in `buildApp` and handed to the routes. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  tokens: AccessTokens;
  /** Resolves the caller of an access token (one query; role grants cached per instance). */
  actors: ActorLoader;
  audit: AuditService;
  /** Whether a device token (device id, secret tag) is still good; set once the devices module exists. */
  deviceAuth: (deviceId: number, secretTag: string) => Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Decorates the app with its context. */
export default fp(
  async (app: FastifyInstance, ctx: AppContext) => {
    app.decorate('ctx', ctx);
  },
  { name: 'context' },
);
