import {
  type Setting,
  type SettingConflict,
  settingConflict,
  settingEndpoints,
  settingResource,
} from '@skin/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { requestWithFields } from '../../../components/crud/api/request-with-fields';
import { resourceKeys } from '../../../components/crud/resource-keys';
import { ApiError } from '../../../lib/api-error';
import { call } from '../../../lib/endpoint-client';
import { useFeedback } from '../../../lib/use-feedback';

const keys = {
  versions: (id: number, page: number, size: number) =>
    [settingResource.name, 'versions', id, page, size] as const,
  diff: (id: number, from: number | undefined, to: number) =>
    [settingResource.name, 'diff', id, from, to] as const,
};

/** The difference a refused save hands back when someone saved the setting meanwhile, else null. */
export function conflictOf(err: unknown): SettingConflict | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const parsed = settingConflict.safeParse((err.data as { conflict?: unknown } | undefined)?.conflict);
  return parsed.success ? parsed.data : null;
}

/** Refreshes every list, version page and difference of the settings. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resourceKeys.root(settingResource) });
}

/**
 * `PATCH /setting` with the version the form was opened at. A refusal because someone saved
 * meanwhile is not reported here: the form shows its difference instead.
 */
export function useUpdateSetting() {
  const refresh = useRefresh();
  const { message } = useFeedback();
  const { t } = useTranslation('crud');
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      requestWithFields<Setting>(settingEndpoints.update.path, { method: 'PATCH', body, quiet: true }),
    onSuccess: () => {
      void message.success(t('messages.updated'));
      return refresh();
    },
  });
}

/** Saves an earlier version again as the newest. */
export function useRestoreSetting() {
  const refresh = useRefresh();
  const { message } = useFeedback();
  const { t } = useTranslation('settings');
  return useMutation({
    mutationFn: (input: { id: number; version: number; baseVersion: number }) =>
      call(
        settingEndpoints.restore,
        { params: { id: input.id }, body: { version: input.version, baseVersion: input.baseVersion } },
        { quiet: true },
      ),
    onSuccess: (saved) => {
      void message.success(t('history.restored', { version: saved.version }));
      return refresh();
    },
  });
}

/** Deletes a setting, naming it as typed. */
export function useDeleteSetting() {
  const refresh = useRefresh();
  const { message } = useFeedback();
  const { t } = useTranslation('crud');
  return useMutation({
    mutationFn: (input: { id: number; confirmName: string }) =>
      requestWithFields<null>(
        `${settingEndpoints.remove.path.replace(':id', String(input.id))}?confirmName=${encodeURIComponent(input.confirmName)}`,
        { method: 'DELETE' },
      ),
    onSuccess: () => {
      void message.success(t('messages.deleted'));
      return refresh();
    },
  });
}

/** A page of a setting's versions, newest first. */
export const useSettingVersions = (id: number, pageNum: number, pageSize: number) =>
  useQuery({
    queryKey: keys.versions(id, pageNum, pageSize),
    queryFn: () => call(settingEndpoints.versions, { params: { id }, query: { pageNum, pageSize } }),
  });

/** The difference from `from` (by default the version before) to `to`. */
export const useSettingDiff = (id: number, to: number | null, from?: number) =>
  useQuery({
    queryKey: keys.diff(id, from, to ?? 0),
    queryFn: () => call(settingEndpoints.diff, { params: { id }, query: { to: to!, from } }),
    enabled: to != null,
  });
