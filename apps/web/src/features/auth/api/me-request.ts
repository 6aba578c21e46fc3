import type { Me } from '@skin/contract';
import { request } from '../../../lib/api-client';

// Apart from the query around it (get-me.ts), so the start-up can send it without the query cache.

/** The key of the user info the start-up requests early (main.tsx). */
export const EARLY_ME = 'me';

/** `GET /ums-user/me`; quiet because the session guard reports a failure its own way (spec §8). */
export const getMe = (): Promise<Me | null> => request<Me | null>('/ums-user/me', { quiet: true });
