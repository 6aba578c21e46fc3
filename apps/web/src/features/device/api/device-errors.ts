import { Code, Msg } from '@skin/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { showError } from '../../../lib/feedback';
import { reportFailure } from '../../../lib/report-failure';

// The server speaks English; the refusals a device screen meets are translated here. Keys are
// spelled out (no built keys) so the catalogue test sees every one in use.
const EXACT: Record<string, string> = {
  [Msg.deviceModelExists]: 'server.modelExists',
  [Msg.phoneFormat]: 'server.phoneFormat',
  'This device has already been received': 'server.alreadyReceived',
  "The serial number belongs to another model than the order's": 'server.wrongModel',
  'Unknown serial number: it was not issued by a print job': 'server.notPrinted',
  'Unknown serial number': 'server.unknownSerial',
  'Serial number format error': 'server.serialFormat',
  'This device is not in stock': 'server.notInStock',
  'The order is already completed': 'server.orderCompleted',
  'A completed order cannot be changed': 'server.orderCompleted',
  'The order has received its full quantity': 'server.orderFull',
  'The order has issued its full quantity': 'server.orderFull',
  'The model cannot change after devices were received': 'server.orderStarted',
  'Agent and model cannot change after devices were issued': 'server.orderStarted',
  'Quantity is below the received quantity': 'server.quantityBelow',
  'Quantity is below the issued quantity': 'server.quantityBelow',
  'Only orders with nothing received can be deleted': 'server.orderNotEmpty',
  'Only orders with nothing issued can be deleted': 'server.orderNotEmpty',
  'The file is not a JPG, PNG, GIF or WebP image': 'server.notImage',
  'The file is not an HTML page': 'server.notHtml',
  'The file is empty': 'server.emptyFile',
  'Please choose a file': 'server.chooseFile',
  'Please fill in the hardware model before uploading files': 'server.modelFirst',
  'Please fill in the hardware model first': 'server.modelFirst',
  'Only received devices have a secret': 'server.noSecret',
  'Store not found': 'server.storeNotFound',
};

const TOKEN_CODES: readonly number[] = [Code.illegalToken, Code.revokedToken, Code.expiredToken];

/** The user's-language text of a server message of the device screens; others as sent. */
export function translateDeviceMessage(message: string, t: TFunction<'device'>): string {
  const key = EXACT[message];
  if (key) return t(key);
  const tooLarge = /^The file must not exceed (\d+) KB$/.exec(message);
  if (tooLarge) return t('server.fileTooLarge', { kb: tooLarge[1] });
  const short = /^(?:Received|Issued) (\d+) of (\d+):/.exec(message);
  if (short) return t('server.notAllScanned', { done: short[1], total: short[2] });
  if (/^The device is .+ and cannot be .+$/.test(message)) return t('server.wrongState');
  return message;
}

/** `translate` a refusal, or `report` it as a red message in the user's language. */
export function useDeviceErrors() {
  const { t } = useTranslation('device');
  return useMemo(
    () => ({
      translate: (message: string) => translateDeviceMessage(message, t),
      report: (err: unknown) => {
        // A dead session still gets the shell's sign-in-again dialog.
        if (err instanceof ApiError && err.code !== undefined && TOKEN_CODES.includes(err.code))
          return reportFailure(err, false);
        showError(err instanceof Error ? translateDeviceMessage(err.message, t) : String(err));
      },
    }),
    [t],
  );
}
