import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';

/** Liveness (`/ping`: the process serves) and readiness (`/health`: the database answers, else 503). */
export const healthEndpoints = {
  ping: defineEndpoint({
    method: 'GET',
    path: '/ping',
    permission: 'public',
    tag: 'health',
    response: envelope(z.literal('pong')),
  }),
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    permission: 'public',
    tag: 'health',
    response: envelope(
      z.object({ status: z.literal('ok'), db: z.literal('up'), database: z.string(), version: z.string() }),
    ),
  }),
};
