import type { z } from 'zod';

type CheckDef = {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
};
type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  checks?: { _zod: { def: CheckDef } }[];
  entries?: Record<string, string | number>;
  format?: string;
  pattern?: RegExp;
};

// Zod 4 keeps a schema's structure in `_zod.def`; this reads it without depending on zod internals'
// type names, which change between minor versions more often than the shape does.
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** What a form needs to know about one field of a create/update schema. */
export type FieldFacts = {
  required: boolean;
  kind: 'string' | 'number' | 'boolean' | 'enum' | 'other';
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
  email?: boolean;
  min?: number;
  max?: number;
  values?: (string | number)[];
};

/** Follows optional/nullable/default wrappers, pipes and `'' -> null` unions to the schema holding the checks. */
export function coreOf(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 12; depth += 1) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in && def.out)
      current = defOf(def.in).type === 'transform' ? def.out : def.in;
    else if (def.type === 'union' && def.options?.length)
      current = def.options.find((o) => !['pipe', 'literal'].includes(defOf(o).type)) ?? def.options[0];
    else return current;
  }
  return current;
}

const KINDS: Record<string, FieldFacts['kind']> = {
  string: 'string',
  number: 'number',
  int: 'number',
  boolean: 'boolean',
  enum: 'enum',
};

/** Reads required-ness, length bounds, pattern, e-mail format, number range and enum values of a field. */
export function describeField(schema: z.ZodType): FieldFacts {
  const core = defOf(coreOf(schema));
  // Required means "no value is not acceptable": the schema itself is the judge.
  const facts: FieldFacts = {
    required: !schema.safeParse(undefined).success,
    kind: KINDS[core.type] ?? 'other',
  };
  if (core.format === 'email') facts.email = true;
  if (core.pattern) facts.pattern = core.pattern;
  if (core.entries) facts.values = Object.values(core.entries);
  for (const { _zod } of core.checks ?? []) {
    const c = _zod.def;
    if (c.check === 'min_length') facts.minLength = c.minimum;
    else if (c.check === 'max_length') facts.maxLength = c.maximum;
    else if (c.check === 'string_format' && c.pattern) {
      facts.pattern = c.pattern;
      if (c.format === 'email') facts.email = true;
    } else if (c.check === 'greater_than' && c.inclusive) facts.min = c.value;
    else if (c.check === 'less_than' && c.inclusive) facts.max = c.value;
  }
  return facts;
}

/** The field schemas of an object schema (its shape), or none for anything else. */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  return shape ?? {};
}

/** The defaults a schema fills in for absent fields (state 1, sort 0...): an add form starts from them. */
export function schemaDefaults(schema: z.ZodType): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shapeOf(schema))) {
    if (defOf(field).type !== 'default') continue;
    const parsed = field.safeParse(undefined);
    if (parsed.success && parsed.data !== undefined) defaults[key] = parsed.data;
  }
  return defaults;
}
