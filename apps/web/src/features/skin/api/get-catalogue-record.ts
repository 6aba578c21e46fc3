import { Code, type ResourceDef } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { resourceEndpoints } from '../../../components/crud/api/resource-endpoints';
import { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/endpoint-client';
import { reportFailure } from '../../../lib/report-failure';

type Def = ResourceDef;

/** Under the resource's root key, so every write to the resource refreshes the open detail pages. */
export const recordKey = (def: Def, id: number) => [def.name, 'one', id] as const;

/**
 * `GET /<path>/id/<id>`: one catalogue row. A row the caller may not read answers 404, which the
 * detail page shows as its own "not found" state rather than a red message; any other failure is
 * reported as usual.
 */
export async function getRecord<E>(def: Def, id: number): Promise<E> {
  try {
    return (await call(resourceEndpoints(def).get, { params: { id } }, { quiet: true })) as E;
  } catch (err) {
    const error = err instanceof ApiError ? err : new ApiError(String(err));
    if (!isNotFound(error) && error.code !== Code.sessionEnded) reportFailure(error, false);
    throw error;
  }
}

/** True for the answer about a row that does not exist or is outside the caller's tenant. */
export const isNotFound = (err: unknown): boolean => err instanceof ApiError && err.code === Code.notFound;

/** One catalogue row for a detail page. */
export const useRecord = <E>(def: Def, id: number) =>
  useQuery({ queryKey: recordKey(def, id), queryFn: () => getRecord<E>(def, id) });
