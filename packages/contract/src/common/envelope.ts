import { z } from 'zod';

/** The response envelope of every API call except the OAuth token endpoint. */
export const envelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ code: z.number(), msg: z.string(), data });

/** Envelope of a call that returns nothing. */
export const emptyEnvelope = envelope(z.null());

/** A message as it travels in an answer: a key of the catalogue and its parameters. */
export const messageRef = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/**
 * Failure envelope: `data.message` is the refusal as a key with parameters (the console
 * translates it; `msg` is its English text); `data.fields` maps a field path to its English
 * message and `data.fieldMessages` to its key.
 */
export const errorEnvelope = envelope(
  z
    .object({
      message: messageRef.optional(),
      fields: z.record(z.string(), z.string()).optional(),
      fieldMessages: z.record(z.string(), messageRef).optional(),
      requestId: z.string().optional(),
    })
    .nullable(),
);
/** The `data` of a failure envelope. */
export type ErrorData = z.infer<typeof errorEnvelope>['data'];

export type Envelope<T> = { code: number; msg: string; data: T };
