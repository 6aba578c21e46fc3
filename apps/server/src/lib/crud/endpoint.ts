import { type AnyEndpoint, routeOf } from '@skin/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** What a declared schema parses to (an optional member of the declaration: absent when not declared). */
type Parsed<T> = [Exclude<T, undefined>] extends [never]
  ? undefined
  : Exclude<T, undefined> extends z.ZodType
    ? z.infer<Exclude<T, undefined>>
    : undefined;

/** A request to a declared endpoint: its parameters, query and body as the schemas parsed them. */
export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest & {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
};

/** What a handler answers: the declared response (checked by the serializer), or the reply it sent itself. */
export type EndpointAnswer<E extends AnyEndpoint> = z.output<E['response']> | FastifyReply;

/** Route options beyond the declaration: how the server runs it, not what the API is. */
export interface EndpointOptions {
  /** Route config other than the permission (`speculative`, `oauth`; see plugins/auth.ts). */
  config?: Omit<FastifyContextConfig, 'permission'>;
  /** Invalid input reaches the handler as `req.validationError` (the OAuth endpoint answers it its own way). */
  attachValidation?: boolean;
}

/** The object without its undefined members: the route's schema names only what the endpoint declares. */
const definedOnly = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/**
 * Registers a declared endpoint (packages/contract/src/endpoints): its URL, method, permission,
 * schemas and tag come from the declaration, the handler does the work. A `raw` endpoint has no
 * response schema: its handler sends the file itself.
 */
export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (req: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointAnswer<E>>,
  options: EndpointOptions = {},
) {
  const schema = definedOnly({
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: endpoint.description,
    consumes: endpoint.multipart ? ['multipart/form-data'] : undefined,
    params: endpoint.params,
    querystring: endpoint.query,
    body: endpoint.body,
    response: endpoint.raw ? undefined : { 200: endpoint.response, ...endpoint.errors },
  });
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: routeOf(endpoint),
    config: { ...options.config, permission: endpoint.permission },
    ...(options.attachValidation ? { attachValidation: true } : {}),
    schema,
    handler: (req, reply) => handler(req as unknown as EndpointRequest<E>, reply) as Promise<never>,
  });
}
