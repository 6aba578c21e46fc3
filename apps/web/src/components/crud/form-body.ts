import type { z } from 'zod';
import { shapeOf } from './schema-fields';

/** A body ready to send, or the fields the schema refused (dotted path -> zod's message). */
export type BodyResult =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; fields: Record<string, string> };

/**
 * Turns form values into the body the schema accepts: keys the schema does not know are dropped
 * (the server rejects them), a cleared input ('' or null) becomes "absent" where the schema
 * accepts absence, and the schema's own output is sent (trimmed text, defaults, '' -> null).
 */
export function formBody(schema: z.ZodType, values: Record<string, unknown>): BodyResult {
  const shape = shapeOf(schema);
  const picked: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const value = values[key];
    const cleared = value === null || value === '';
    picked[key] =
      cleared && !field.safeParse(value).success && field.safeParse(undefined).success ? undefined : value;
  }
  const parsed = schema.safeParse(picked);
  if (parsed.success) return { ok: true, body: parsed.data as Record<string, unknown> };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return { ok: false, fields };
}
