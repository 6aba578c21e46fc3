import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: `public` (no token), `signed-in` (any session), `device` (an
 * analyzer's token), or a permission string (`system:user:query`).
 */
export type EndpointPermission = 'public' | 'signed-in' | 'device' | (string & {});

/**
 * One route of the API (docs/architecture.md, "API conventions"): the server registers it and the
 * console calls it from this declaration, so both speak the same URL, permission and schemas.
 */
export interface EndpointDef<
  P extends z.ZodObject | undefined = z.ZodObject | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Below `/api`, with `:name` segments for the path parameters (`/print-job/:id/labels`). */
  path: string;
  permission: EndpointPermission;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * The answer on success: the envelope (`envelope(...)`) for every endpoint but the OAuth token
   * endpoint, whose answer is bare, and the `raw` ones.
   */
  response: R;
  /**
   * The answer is not JSON but a file of this type (a CSV, a spreadsheet, a stored file): the
   * server sends it as it is, the console receives it as text.
   */
  raw?: string;
  /** Other answers with a body of their own (the OAuth errors), by HTTP status. */
  errors?: Readonly<Record<number, z.ZodType>>;
  /** The body is multipart (`multipart/form-data`) rather than JSON: uploads. */
  multipart?: boolean;
  /** The group of the API document. */
  tag: string;
  summary?: string;
  description?: string;
}

/** Declares an endpoint; a plain identity function that keeps the literal types. */
export const defineEndpoint = <
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(
  def: EndpointDef<P, Q, B, R>,
) => def;

/** Any declared endpoint, whatever its schemas. */
// biome-ignore lint/suspicious/noExplicitAny: the schemas of an arbitrary endpoint are unknown
export type AnyEndpoint = EndpointDef<any, any, any, any>;

/** Where the route is registered on the server: the Fastify path under `/api`. */
export const routeOf = (endpoint: Pick<EndpointDef, 'path'>) => `/api${endpoint.path}`;

/** A path parameter's value as a URL segment: a list joins with commas (`/id/1,2,3`). */
const segmentOf = (value: unknown) =>
  Array.isArray(value)
    ? value.map((v) => encodeURIComponent(String(v))).join(',')
    : encodeURIComponent(String(value));

/** The path of a call: each `:name` segment replaced by its parameter, encoded. */
export function pathOf(endpoint: Pick<EndpointDef, 'path'>, params: Readonly<Record<string, unknown>> = {}) {
  return endpoint.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    if (params[name] === undefined || params[name] === null)
      throw new Error(`${endpoint.path}: the parameter ${name} is missing`);
    return segmentOf(params[name]);
  });
}
