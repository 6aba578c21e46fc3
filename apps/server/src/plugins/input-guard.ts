import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Invalid } from '../lib/errors';

/** The path of the first string holding a NUL character, depth-first, or undefined. */
export function nulPath(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : undefined;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.');
    const found = nulPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses a NUL character anywhere in a request's text (query, path parameters, body) with a
 * field error, before any route sees it: PostgreSQL cannot store one and would answer 500.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (req) => {
      for (const part of [req.params, req.query, req.body]) {
        const field = nulPath(part);
        if (field)
          throw Invalid({ key: 'invalidInput', params: { detail: field } }, { [field]: 'fieldInvalid' });
      }
    });
  },
  { name: 'input-guard' },
);
