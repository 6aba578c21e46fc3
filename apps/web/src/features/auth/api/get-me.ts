import { type Me, meEndpoints } from '@skin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET /ums-user/me`; quiet because the session guard reports a failure its own way
 * (docs/web-shell.md, "Start-up, in order").
 */
export const getMe = (): Promise<Me | null> => call(meEndpoints.me, {}, { quiet: true });

/** Who is signed in; loaded once per session and kept until sign-out. */
export const meQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me, queryFn: getMe, staleTime: Number.POSITIVE_INFINITY, retry: false });

/**
 * The signed-in user's info, roles and permissions. Asked once: a failure of the question the
 * shell sent as its code arrived (app/shell-root.tsx) stands, rather than being asked again.
 */
export const useMe = (enabled = true) => useQuery({ ...meQueryOptions(), enabled, retryOnMount: false });
