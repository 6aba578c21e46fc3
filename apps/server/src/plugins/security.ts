import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { bucketAddress } from '../config';

/** The headers of an answer sent before any hook runs (an unroutable URL). */
export const BARE_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/**
 * Tokens live in browser storage (docs/security.md, "The console's storage"), so the CSP is what
 * keeps injected script out: no inline script and no third-party origin. antd injects its
 * CSS-in-JS as <style> elements, hence 'unsafe-inline' for styles only.
 */
const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets for OPTIONS, worked out once. They depend on nothing in the request
 * (no nonces), and @fastify/helmet rebuilt helmet's middleware, CSP parsing included, on every
 * request: about 4% of a read by id.
 */
export function securityHeaders(options: HelmetOptions = OPTIONS): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return Object.freeze(headers);
}

/** OPTIONS with images also allowed from `origins` (a bucket that serves presigned GETs). */
export function withImageOrigins(origins: string[], options: HelmetOptions = OPTIONS): HelmetOptions {
  if (!origins.length) return options;
  const csp = options.contentSecurityPolicy as { directives: Record<string, string[]> };
  return {
    ...options,
    contentSecurityPolicy: {
      ...csp,
      directives: { ...csp.directives, imgSrc: [...csp.directives.imgSrc, ...origins] },
    },
  };
}

/** Security headers on every response, errors included (handlers may still replace one, as file downloads do the CSP). */
export default fp(
  async (app: FastifyInstance) => {
    // A private file in a bucket that serves presigned GETs is shown from the bucket's origin.
    const s3 = app.ctx.config.files.s3;
    const bucketOrigin = s3?.presignedGets ? [bucketAddress(s3).origin] : [];
    const headers = securityHeaders(withImageOrigins(bucketOrigin));
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security', dependencies: ['context'] },
);
