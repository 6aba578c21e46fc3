import { z } from 'zod';
import { requiredText } from '../common/fields';
import { deviceEntity, deviceEvent } from './device';
import { feedbackEntity } from './feedback';
import { printJobEntity } from './print-job';
import { inputOrderEntity, outputOrderEntity } from './stock-order';

/** Most feedback rows a lookup answers (the newest first); the feedback screen has the rest. */
export const MAX_LOOKUP_FEEDBACK = 50;

/** `GET /api/device/lookup`: one exact serial number, trimmed. */
export const deviceLookupQuery = z.object({ serialNumber: requiredText(64) });

/**
 * A device found by its serial number with everything about it the caller may see: a part the
 * caller may not see (the print job for a merchant) is null, as is one that does not exist yet.
 */
export const deviceLookup = z.object({
  serialNumber: z.string(),
  /** Null for a former holder: it sees only the ledger entries of its own time with the device. */
  device: deviceEntity.nullable(),
  printJob: printJobEntity.nullable(),
  inputOrder: inputOrderEntity.nullable(),
  outputOrder: outputOrderEntity.nullable(),
  feedback: z.array(feedbackEntity),
  history: z.array(deviceEvent),
});
export type DeviceLookup = z.infer<typeof deviceLookup>;
