import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';

/**
 * Query parameters that carry credentials: the sign-in fields may come in the query string
 * (docs/product-rules.md, "API paths").
 */
const SECRET_PARAMS =
  /^(password|refresh_token|access_token|client_secret|secret|token|ticket|old_?password)$/i;

/** A URL with the values of credential parameters replaced, so no log line ever holds one. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const [name] = pair.split('=', 1);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {}
      return SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

const LEVELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const REQUEST_LINES = new Set(['incoming request', 'request completed']);

/**
 * A destination for people: one short line per message (time, level, text), errors with their
 * stack, and no line per request (the JSON format keeps those for machines).
 */
export function readableStream(out: Writable = process.stdout): Writable {
  return {
    write(line: string) {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line);
      } catch {
        out.write(line);
        return true;
      }
      if (REQUEST_LINES.has(String(entry.msg))) return true;
      const time = new Date(Number(entry.time)).toTimeString().slice(0, 8);
      const err = entry.err as { message?: string; stack?: string } | undefined;
      const text = [entry.msg, err?.stack ?? err?.message].filter(Boolean).join('\n  ');
      out.write(`${time} ${LEVELS[Number(entry.level)] ?? entry.level} ${text}\n`);
      return true;
    },
  } as unknown as Writable;
}

/** The logger of the app: structured JSON, or readable lines; credentials never written either way. */
export function loggerOptions(
  level: string,
  format: 'json' | 'readable',
  stream?: Writable,
): FastifyServerOptions['logger'] {
  return {
    level,
    stream: format === 'readable' ? readableStream(stream) : stream,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        '*.password',
        '*.refresh_token',
        '*.client_secret',
        '*.secret',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}
