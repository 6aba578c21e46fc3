import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as checkedSerializer } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** A function that keeps of a value only what its response schema declares. */
type Projector = (value: unknown) => unknown;

/** Kinds of schema whose value is sent as it is: no keys to drop below them. */
const AS_IS = new Set([
  'string',
  'number',
  'int',
  'bigint',
  'boolean',
  'enum',
  'literal',
  'null',
  'date',
  'any',
  'unknown',
  'nan',
]);

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  /** The tag field of a discriminated union. */
  discriminator?: string;
  /** The values a literal holds. */
  values?: unknown[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const asIs: Projector = (v) => v;

/**
 * The projector of a schema, or undefined where a projection cannot say what zod would send (a
 * transform, a pipe, a union of objects not tagged by a field, a lazy schema): the route then keeps
 * zod's own pass.
 * Objects keep their declared keys only, as zod's default object does (a value with nothing to
 * drop is sent as it is, its keys in its own order); arrays, optionals, nullables and records
 * project what they hold; everything else goes as it is.
 */
export function projectorOf(schema: z.ZodType): Projector | undefined {
  const def = defOf(schema);
  if (AS_IS.has(def.type)) return asIs;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'readonly': {
      const inner = def.innerType && projectorOf(def.innerType);
      return inner && ((v) => (v === undefined || v === null ? v : inner(v)));
    }
    case 'array': {
      const element = def.element && projectorOf(def.element);
      if (!element) return undefined;
      if (element === asIs) return asIs;
      return (v) => {
        if (!Array.isArray(v)) return v;
        let changed: unknown[] | undefined;
        for (let i = 0; i < v.length; i++) {
          const y = element(v[i]);
          if (y === v[i]) continue;
          changed ??= v.slice();
          changed[i] = y;
        }
        return changed ?? v;
      };
    }
    case 'record': {
      const value = def.valueType && projectorOf(def.valueType);
      if (!value) return undefined;
      if (value === asIs) return asIs;
      return (v) => {
        if (v === null || typeof v !== 'object') return v;
        const out: Record<string, unknown> = {};
        for (const [k, x] of Object.entries(v)) out[k] = value(x);
        return out;
      };
    }
    case 'union':
      // A union of values sent as they are (a message's parameters: text or number).
      if (def.options?.every((o) => projectorOf(o) === asIs)) return asIs;
      return taggedProjector(def);
    case 'object': {
      // A loose object (a catch-all of anything) keeps every key, as zod would.
      if (def.catchall && defOf(def.catchall).type !== 'never') return undefined;
      const fields: [string, Projector][] = [];
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const p = projectorOf(field);
        if (!p) return undefined;
        fields.push([key, p]);
      }
      const declared = new Set(fields.map(([key]) => key));
      const deep = fields.filter(([, p]) => p !== asIs);
      return (v) => {
        if (v === null || typeof v !== 'object') return v;
        const from = v as Record<string, unknown>;
        // Most replies hold no undeclared key: those go as they are, only the fields below that
        // hold objects looked into. A copy is made only where there is something to drop.
        let extra = false;
        for (const key in from) if (!declared.has(key)) extra = true;
        if (!extra) {
          let changed: Record<string, unknown> | undefined;
          for (const [key, p] of deep) {
            const x = from[key];
            const y = x === undefined ? x : p(x);
            if (y === x) continue;
            changed ??= { ...from };
            changed[key] = y;
          }
          return changed ?? from;
        }
        const out: Record<string, unknown> = {};
        for (const [key, p] of fields) {
          const x = from[key];
          if (x !== undefined) out[key] = p === asIs ? x : p(x);
        }
        return out;
      };
    }
    default:
      return undefined;
  }
}

/**
 * A union of objects tagged by a field of literals (`z.discriminatedUnion`): each value projected
 * as the option its tag names, which is the option zod's pass would take. Undefined for any other
 * union of objects, whose option only trying each could tell.
 */
function taggedProjector(def: Def): Projector | undefined {
  const tag = def.discriminator;
  if (!tag || !def.options) return undefined;
  const byTag = new Map<unknown, Projector>();
  for (const option of def.options) {
    const shape = defOf(option).shape;
    const literal = shape?.[tag] ? defOf(shape[tag]) : undefined;
    const project = projectorOf(option);
    if (literal?.type !== 'literal' || !literal.values || !project) return undefined;
    for (const value of literal.values) byTag.set(value, project);
  }
  return (v) => {
    if (v === null || typeof v !== 'object') return v;
    const project = byTag.get((v as Record<string, unknown>)[tag]);
    return project ? project(v) : v;
  };
}

/**
 * The replies' serializer. `checked`: zod's own pass (fastify-type-provider-zod), which checks
 * every reply against its schema and fails a reply that does not match: the test suite runs with
 * it (test/harness.ts), so every reply a test asks for is checked. Otherwise, where the schema
 * allows it (`projectorOf`), the reply keeps only what its schema declares, as zod's pass would,
 * and is written as it is: no field the schema does not name can leave the server. That pass was
 * a fifth of the server's time on a page of 20 devices (docs/performance.md, "The request path").
 */
export function responseSerializer(checked: boolean): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const isZod = !!(route.schema as { _zod?: unknown } | undefined)?._zod;
    if (checked || !isZod) return checkedSerializer(route as never);
    const project = projectorOf(route.schema);
    if (!project) return checkedSerializer(route as never);
    return (data) => JSON.stringify(project(data));
  };
}
