import { queryOptions, useQuery } from '@tanstack/react-query';
import { takeEarly } from '../../../lib/early-requests';
import { queryKeys } from '../../../lib/query-keys';

import { EARLY_ME, getMe } from './me-request';

/** Who is signed in; loaded once per session and kept until sign-out. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.me,
    queryFn: () => takeEarly(EARLY_ME, getMe),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** The signed-in user's info, roles and permissions. */
export const useMe = (enabled = true) => useQuery({ ...meQueryOptions(), enabled });
