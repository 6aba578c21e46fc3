import { type AnyEndpoint, pathOf } from '@skin/contract';
import type { z } from 'zod';
import { request } from './api-client';

/** The schema an endpoint declares in a member, or never when it declares none. */
type Declared<T> = Exclude<T, undefined>;
type Declares<T> = [Declared<T>] extends [never] ? false : true;

/** Query values as sent: a field the server coerces (a number, a flag) may also travel as text. */
type QueryInput<Q extends z.ZodType> = {
  [K in keyof z.input<Q>]?: unknown extends z.input<Q>[K]
    ? (K extends keyof z.output<Q> ? z.output<Q>[K] : never) | string
    : z.input<Q>[K];
};

type ParamsPart<E extends AnyEndpoint> =
  Declares<E['params']> extends true ? { params: z.output<Declared<E['params']>> } : { params?: undefined };
type QueryPart<E extends AnyEndpoint> =
  Declares<E['query']> extends true ? { query?: QueryInput<Declared<E['query']>> } : { query?: undefined };
type BodyPart<E extends AnyEndpoint> =
  Declares<E['body']> extends true ? { body: z.input<Declared<E['body']>> } : { body?: undefined };

/** What a call sends: the path parameters, the query and the body its endpoint declares. */
export type CallInput<E extends AnyEndpoint> = ParamsPart<E> & QueryPart<E> & BodyPart<E>;

/** What a call answers: the envelope's `data`, or the whole answer of a bare one (OAuth, files). */
export type CallOutput<E extends AnyEndpoint> =
  z.output<E['response']> extends { code: number; msg: string; data: infer D } ? D : z.output<E['response']>;

export interface CallOptions {
  /** The caller reports the failure itself: no message and no dialog from here. */
  quiet?: boolean;
  /** Sent without the session's token (a public page, which opens the same for anyone). */
  anonymous?: boolean;
}

type CallArgs<E extends AnyEndpoint> =
  // biome-ignore lint/complexity/noBannedTypes: an endpoint without inputs is called without them
  {} extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];

/**
 * Calls a declared endpoint (packages/contract/src/endpoints; docs/architecture.md, "API
 * conventions"): the path is built from the declaration with each parameter encoded, and the
 * answer is unwrapped by `request` (token renewal, translated refusals) and typed from the
 * declared response.
 */
export function call<E extends AnyEndpoint>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<CallOutput<E>> {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  return request<CallOutput<E>>(pathOf(endpoint, params as Record<string, unknown>), {
    method: endpoint.method,
    params: query as Record<string, string | number | boolean | undefined>,
    body,
    quiet: options?.quiet,
    anonymous: options?.anonymous,
  });
}
