import { requestWithFields } from '../../../components/crud/api/request-with-fields';

type Method = 'POST' | 'PATCH';

/**
 * A write whose refusal the screen reports itself: the server's English messages of this feature
 * (scan refusals, a duplicate model...) are translated by `useDeviceErrors`, not shown as sent.
 */
export const quietWrite = <T>(path: string, method: Method, body?: unknown) =>
  requestWithFields<T>(path, { method, body, quiet: true });
