import { type DeviceType, deviceTypeResource } from '@skin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resourceKeys } from '../../../components/crud/resource-keys';
import { useFeedback } from '../../../lib/use-feedback';
import { useDeviceErrors } from './device-errors';
import { quietWrite } from './quiet-write';

/** `POST` (new) or `PATCH` (with id) `/device-type`. */
export const saveDeviceType = (body: Record<string, unknown>) =>
  quietWrite<DeviceType>('/device-type', body.id ? 'PATCH' : 'POST', body);

/**
 * Saves a device type. A refusal is shown in the user's language, and its field messages too
 * (the product's 'this device model already exists' lands on the hardware model field).
 */
export function useSaveDeviceType() {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const { t } = useTranslation('crud');
  const errors = useDeviceErrors();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) => {
      try {
        return await saveDeviceType(body);
      } catch (err) {
        // Message and fields arrive in the user's language: show it, let the form mark the fields.
        errors.report(err);
        throw err;
      }
    },
    onSuccess: (_saved, body) => {
      void message.success(t(body.id ? 'messages.updated' : 'messages.added'));
      return queryClient.invalidateQueries({ queryKey: resourceKeys.root(deviceTypeResource) });
    },
  });
}
