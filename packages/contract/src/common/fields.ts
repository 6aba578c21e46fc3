import { z } from 'zod';

/** Largest value of a PostgreSQL integer column: ids above it can never exist. */
export const MAX_INT = 2_147_483_647;

/** A row id as it arrives in a path, query or body: a bounded positive integer. */
export const id = z.coerce.number().int().min(1).max(MAX_INT);

/** Comma-separated ids of the selected rows (`/id/1,2,3`), at most 500 of them. */
export const idList = z
  .string()
  .max(6000)
  .regex(/^\d{1,10}(,\d{1,10}){0,499}$/, 'expected comma-separated ids')
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .refine((ids) => ids.every((n) => n >= 1 && n <= MAX_INT), 'id out of range');

/** Trimmed text with a hard maximum length. */
export const text = (max: number) => z.string().trim().max(max);

/** Required trimmed text: at least one character. */
export const requiredText = (max: number) => z.string().trim().min(1, 'required').max(max);

/** Optional text that may also be sent as null or an empty string. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v === '' || v == null ? null : v));

/** Enabled (1) or disabled (0), the state switch of users, roles, menus and the like. */
export const state = z.coerce.number().int().min(0).max(1);

/** Flag sent as boolean, 0/1 or "true"/"false" (query strings carry text). */
export const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean(),
);

/** Sort order shown in lists. */
export const sort = z.coerce.number().int().min(0).max(99_999);

/** Mainland China mobile numbers: 11 digits, 13x to 19x (12345678901 is not one). */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

/** What a phone may be typed as: digits with spaces, dots, dashes, brackets, an optional leading +. */
export const PHONE_TEXT = /^\+?[\d\s().-]{3,32}$/;

/**
 * A consumer's phone as a form or an analyzer sends it: bounded text of phone characters, with the
 * product's message (docs/product-rules.md, "Messages"). Whether it is a phone of the store's
 * country is checked where the store is known (`normalisePhone` in common/phone.ts).
 */
export const phoneInput = z
  .string()
  .trim()
  .max(32, 'phone number format error')
  .regex(PHONE_TEXT, 'phone number format error');

/** Login password rule: 6-16 English letters and digits (docs/product-rules.md, "Input rules"). */
export const loginPassword = z
  .string()
  .regex(/^[A-Za-z0-9]{6,16}$/, 'The password must be 6-16 English letters and digits');

/**
 * A password being set (change, reset, create): the same policy as at sign-in (6-16 English
 * letters and digits), so no one can set a password the login form then refuses; too short keeps
 * the product's own message (docs/product-rules.md, "Input rules").
 */
export const newPassword = z
  .string()
  .min(6, 'Please fill in 6 or more characters as the new password')
  .max(16, 'The password must be 6-16 English letters and digits')
  .regex(/^[A-Za-z0-9]+$/, 'The password must be 6-16 English letters and digits');

/** Timestamps travel as ISO strings. */
export const isoDate = z.string();

type Unwrapped<T> = T extends z.ZodDefault<infer I> ? I : T;
/** A field of a PATCH body: optional, and never filled with the create form's default. */
type PatchShape<S extends z.ZodRawShape> = { [K in keyof S]: z.ZodOptional<Unwrapped<S[K]>> };

/**
 * The body of `PATCH /<resource>`: the id and any subset of the editable fields. A field that is
 * not sent stays as stored: defaults of the create schema are removed, so nothing resets.
 */
export function patchOf<S extends z.ZodRawShape>(shape: S) {
  const fields: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(shape)) {
    const inner = field instanceof z.ZodDefault ? field.unwrap() : field;
    fields[key] = (inner as z.ZodType).optional();
  }
  return z.strictObject({ id, ...(fields as PatchShape<S>) });
}
