import { z } from 'zod';

/** The response envelope of every API call except the OAuth token endpoint. */
export const envelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ code: z.number(), msg: z.string(), data });

/** Envelope of a call that returns nothing. */
export const emptyEnvelope = envelope(z.null());

/** Failure envelope: `data.fields` maps a field path to its message on validation errors. */
export const errorEnvelope = envelope(
  z
    .object({ fields: z.record(z.string(), z.string()).optional(), requestId: z.string().optional() })
    .nullable(),
);

export type Envelope<T> = { code: number; msg: string; data: T };
