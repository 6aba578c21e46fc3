import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { describeField } from './schema-fields';

/** Translates a key of the `crud` namespace (a plain function so the rules are testable). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export type RuleOptions = {
  label: string;
  /** A choice input: the empty-field message says "select" rather than "enter". */
  choice?: boolean;
  /** The translated message for a value that breaks the schema's pattern. */
  patternMessage?: string;
};

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * antd rules for one field, derived from its zod schema: required, length bounds, pattern, e-mail,
 * number range, and last the schema itself, which catches whatever the named rules cannot express
 * (refinements, enum values). Messages are the user's language, never zod's English.
 */
export function rulesFor(schema: z.ZodType, t: Translate, options: RuleOptions): Rule[] {
  const facts = describeField(schema);
  const { label } = options;
  const rules: Rule[] = [];
  if (facts.required) {
    const message = t(options.choice ? 'rules.select' : 'rules.required', { label });
    // Any key beyond `required` makes antd check the value as text too, so `whitespace` is only
    // for text: a number or flag would be refused as "not a string".
    rules.push(
      facts.kind === 'string' ? { required: true, whitespace: true, message } : { required: true, message },
    );
  }
  // Length bounds are text lengths here; a list's bounds (`z.array(...).max(50)`) are left to the
  // schema check below, which counts items.
  if (facts.kind === 'string' && facts.minLength !== undefined && facts.minLength > 1)
    rules.push({
      type: 'string',
      min: facts.minLength,
      message: t('rules.minLength', { min: facts.minLength }),
    });
  if (facts.kind === 'string' && facts.maxLength !== undefined)
    rules.push({
      type: 'string',
      max: facts.maxLength,
      message: t('rules.maxLength', { max: facts.maxLength }),
    });
  if (facts.email) rules.push({ pattern: facts.pattern, message: t('rules.email') });
  else if (facts.pattern)
    rules.push({ pattern: facts.pattern, message: options.patternMessage ?? t('rules.pattern', { label }) });
  if (facts.kind === 'number' && facts.min !== undefined && facts.max !== undefined)
    rules.push({
      type: 'number',
      min: facts.min,
      max: facts.max,
      message: t('rules.range', { min: facts.min, max: facts.max }),
    });
  const invalid = options.patternMessage ?? t('rules.pattern', { label });
  rules.push({
    validator: async (_rule, value: unknown) => {
      if (isEmpty(value) && !facts.required) return;
      if (!schema.safeParse(value).success) throw new Error(invalid);
    },
  });
  return rules;
}
