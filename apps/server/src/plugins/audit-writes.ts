import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Records every write of a signed-in caller in the audit log before the answer leaves. */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (req, reply, payload) => {
      if (READS.has(req.method) || !req.actorOrNull || reply.statusCode === 403) return payload;
      const params = req.params as Record<string, unknown> | undefined;
      const body = req.body as Record<string, unknown> | undefined;
      const target = params?.id ?? params?.ids ?? body?.id ?? body?.roleId ?? body?.userId;
      await app.ctx.audit
        .record(req, {
          action: `${req.method} ${req.routeOptions.url}`,
          outcome: reply.statusCode < 400 ? 'ok' : 'failed',
          target: target == null ? null : String(target),
          detail: { status: reply.statusCode },
        })
        .catch((err) => req.log.error({ err }, 'audit write failed'));
      return payload;
    });
  },
  { name: 'audit-writes', dependencies: ['context'] },
);
