import { Code, type ResourceDef } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, request } from '../../../lib/api-client';
import { reportFailure } from '../../../lib/report-failure';

type Def = Pick<ResourceDef, 'name' | 'path'>;

/** Under the resource's root key, so every write to the resource refreshes the open detail pages. */
export const recordKey = (def: Def, id: number) => [def.name, 'one', id] as const;

/**
 * `GET /<path>/id/<id>`: one catalogue row. A row the caller may not read answers 404, which the
 * detail page shows as its own "not found" state rather than a red message; any other failure is
 * reported as usual.
 */
export async function getRecord<E>(def: Def, id: number): Promise<E> {
  try {
    return await request<E>(`/${def.path}/id/${id}`, { quiet: true });
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
