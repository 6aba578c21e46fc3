import { Code, type ErrorData, formatMessage, type MessageRef, messageKeyOf } from '@skin/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isConnectionError, pgCode, pgConstraint } from '../db/open';
import { UNIQUE_FIELDS } from '../db/unique-fields';
import { AppError, OAuthError } from '../lib/errors';
import { takeCallerConfirmation } from './auth';

type Issue = {
  code?: string;
  message?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  input?: unknown;
  keys?: string[];
};

/** The key of one failed check of a request's shape: the contract's own message, or one by kind. */
export function issueMessage(issue: Issue | undefined, text: string | undefined): MessageRef {
  const own = text ? messageKeyOf(text) : undefined;
  if (own) return { key: own };
  const text_ = issue?.origin === 'string' || issue?.origin === 'array';
  switch (issue?.code) {
    case 'too_small':
      return { key: text_ ? 'fieldTooShort' : 'fieldTooSmall', params: { min: Number(issue.minimum) } };
    case 'too_big':
      return { key: text_ ? 'fieldTooLong' : 'fieldTooLarge', params: { max: Number(issue.maximum) } };
    case 'unrecognized_keys':
      return { key: 'fieldUnknown', params: { name: issue.keys?.join(', ') ?? '' } };
    case 'invalid_type':
      return /received undefined/.test(text ?? '') ? { key: 'fieldRequired' } : { key: 'fieldInvalid' };
    default:
      return { key: 'fieldInvalid' };
  }
}

/** Maps every failure onto the envelope; 5xx text is never shown, only logged with the request id. */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, req, reply) => {
      // A request refused before its speculative handler ran (its input, say) still waits for
      // its caller: a refusal of the caller comes first, as it would have without the guess.
      const confirmed = takeCallerConfirmation(req);
      if (!confirmed) return answer(err, req, reply);
      // Each answer is the reply itself, which settles once it is sent: a promise settled before
      // that (with nothing) would have Fastify send the reply a second time.
      return confirmed().then(
        () => answer(err, req, reply),
        (refusal: FastifyError) => answer(refusal, req, reply),
      );
    });

    function answer(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
      /** A failure: its message by key (and in English as `msg`), plus whatever else it carries. */
      const send = (status: number, code: number, message: MessageRef, data: ErrorData = {}) =>
        reply
          .status(status)
          .send({ code, msg: formatMessage(message.key, message.params), data: { message, ...data } });
      if (err instanceof OAuthError)
        return reply.status(err.status).send({
          error: err.error,
          error_description: err.description,
          error_key: err.ref.key,
          ...(err.ref.params ? { error_params: err.ref.params } : {}),
        });
      // Any refusal of an OAuth endpoint (a NUL in a field, say) keeps the OAuth error shape.
      if (err instanceof AppError && req.routeOptions.config?.oauth)
        return reply.status(err.status).send({
          error: err.status === 401 ? 'invalid_client' : 'invalid_request',
          error_description: err.message,
          error_key: err.ref.key,
          ...(err.ref.params ? { error_params: err.ref.params } : {}),
        });
      if (err instanceof AppError) {
        if (err.status >= 500) req.log.warn({ err }, err.message);
        const fields = err.fields && {
          fields: Object.fromEntries(
            Object.entries(err.fields).map(([k, v]) => [k, formatMessage(v.key, v.params)]),
          ),
          fieldMessages: err.fields,
        };
        return send(err.status, err.code, err.ref, { ...(err.data as ErrorData), ...fields });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const fields: Record<string, string> = {};
        const fieldMessages: Record<string, MessageRef> = {};
        for (const v of err.validation) {
          const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
          if (fields[key]) continue;
          fields[key] = v.message ?? 'invalid';
          // The zod issue travels as the check's keyword and parameters.
          fieldMessages[key] = issueMessage({ ...(v.params as Issue), code: v.keyword }, v.message);
        }
        const first = Object.values(fieldMessages)[0];
        const detail = formatMessage(first.key, first.params);
        return send(
          400,
          Code.invalid,
          { key: 'invalidInput', params: { detail } },
          { fields, fieldMessages },
        );
      }
      if (isResponseSerializationError(err)) {
        req.log.error({ err, cause: err.cause }, 'response did not match its schema');
        return send(500, Code.internal, { key: 'internalError' }, { requestId: req.id });
      }
      if (isConnectionError(err)) {
        req.log.warn({ err }, 'database unreachable');
        return send(503, Code.unavailable, { key: 'unavailable' });
      }
      const pg = pgCode(err);
      if (pg === '23505') {
        // Refused on the field the index keeps unique (db/unique-fields.ts), so the form marks it.
        const field = UNIQUE_FIELDS.get(pgConstraint(err) ?? '');
        const taken: MessageRef = { key: 'duplicateValue' };
        return send(
          409,
          Code.conflict,
          { key: 'duplicate' },
          field
            ? { fields: { [field]: formatMessage(taken.key) }, fieldMessages: { [field]: taken } }
            : undefined,
        );
      }
      if (pg === '23503') return send(409, Code.conflict, { key: 'inUse' });
      if (pg === '22003' || pg === '22P02' || pg === '22001')
        return send(400, Code.invalid, { key: 'outOfRange' });
      const status = err.statusCode ?? 500;
      if (status === 413) return send(413, Code.tooLarge, { key: 'requestTooLarge' });
      if (status < 500) {
        const code =
          status === 429
            ? Code.throttled
            : status === 404
              ? Code.notFound
              : status === 403
                ? Code.forbidden
                : Code.invalid;
        // Fastify's own refusals (oversize body, bad JSON...) have no key of ours: their text is the detail.
        return send(status, code, { key: 'invalidRequest', params: { detail: err.message } });
      }
      req.log.error({ err }, 'unhandled error');
      return send(500, Code.internal, { key: 'internalError' }, { requestId: req.id });
    }
  },
  { name: 'errors' },
);
