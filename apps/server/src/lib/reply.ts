import { Code, type Envelope } from '@skin/contract';

/** Wraps a result in the success envelope. */
export const ok = <T>(data: T, msg = 'success'): Envelope<T> => ({ code: Code.ok, msg, data });

/** Success envelope of a call that returns nothing. */
export const done = (msg = 'success'): Envelope<null> => ({ code: Code.ok, msg, data: null });
