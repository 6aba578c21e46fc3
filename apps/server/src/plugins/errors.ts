import { Code } from '@skin/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isConnectionError, pgCode } from '../db/open';
import { AppError, OAuthError } from '../lib/errors';

type Body = {
  code: number;
  msg: string;
  data: { fields?: Record<string, string>; requestId?: string } | null;
};

/** Maps every failure onto the envelope; 5xx text is never shown, only logged with the request id. */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, req, reply) => {
      const send = (status: number, body: Body) => reply.status(status).send(body);
      if (err instanceof OAuthError)
        return reply.status(err.status).send({ error: err.error, error_description: err.description });
      if (err instanceof AppError) {
        if (err.status >= 500) req.log.warn({ err }, err.message);
        return send(err.status, {
          code: err.code,
          msg: err.message,
          data: err.fields ? { fields: err.fields } : null,
        });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const fields: Record<string, string> = {};
        for (const v of err.validation) {
          const key =
            v.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
            String(v.params?.issue ? '' : '') ||
            '_';
          fields[key] ??= v.message ?? 'invalid';
        }
        return send(400, {
          code: Code.invalid,
          msg: `Invalid input: ${Object.values(fields)[0]}`,
          data: { fields },
        });
      }
      if (isResponseSerializationError(err)) {
        req.log.error({ err, cause: err.cause }, 'response did not match its schema');
        return send(500, { code: Code.internal, msg: 'Internal Server Error', data: { requestId: req.id } });
      }
      if (isConnectionError(err)) {
        req.log.warn({ err }, 'database unreachable');
        return send(503, { code: Code.unavailable, msg: 'Service temporarily unavailable', data: null });
      }
      const pg = pgCode(err);
      if (pg === '23505')
        return send(409, {
          code: Code.conflict,
          msg: 'A record with the same unique value already exists',
          data: null,
        });
      if (pg === '23503')
        return send(409, { code: Code.conflict, msg: 'The record is still in use', data: null });
      if (pg === '22003' || pg === '22P02' || pg === '22001')
        return send(400, { code: Code.invalid, msg: 'Invalid input: value out of range', data: null });
      const status = err.statusCode ?? 500;
      if (status < 500) {
        const code =
          status === 429
            ? Code.throttled
            : status === 404
              ? Code.notFound
              : status === 403
                ? Code.forbidden
                : Code.invalid;
        return send(status, { code, msg: err.message, data: null });
      }
      req.log.error({ err }, 'unhandled error');
      return send(500, { code: Code.internal, msg: 'Internal Server Error', data: { requestId: req.id } });
    });
  },
  { name: 'errors' },
);
