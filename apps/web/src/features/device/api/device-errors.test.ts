import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { translateDeviceMessage } from './device-errors';

// A stand-in translator that shows which key and values were asked for.
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction<'device'>;

describe('server messages of the device screens', () => {
  it('translates the known refusals by their exact text', () => {
    expect(translateDeviceMessage('this device model already exists, please fill in again', t)).toBe(
      'server.modelExists',
    );
    expect(translateDeviceMessage('This device has already been received', t)).toBe('server.alreadyReceived');
    expect(translateDeviceMessage("The serial number belongs to another model than the order's", t)).toBe(
      'server.wrongModel',
    );
    expect(translateDeviceMessage('Unknown serial number: it was not issued by a print job', t)).toBe(
      'server.notPrinted',
    );
  });
  it('carries the numbers of the messages that have them', () => {
    expect(translateDeviceMessage('The file must not exceed 5120 KB', t)).toBe(
      'server.fileTooLarge {"kb":"5120"}',
    );
    expect(translateDeviceMessage('Received 1 of 2: the quantities must match to complete', t)).toBe(
      'server.notAllScanned {"done":"1","total":"2"}',
    );
    expect(translateDeviceMessage('The device is in stock and cannot be bound', t)).toBe('server.wrongState');
  });
  it('shows any other message as the server sent it', () => {
    expect(translateDeviceMessage('Something new went wrong', t)).toBe('Something new went wrong');
  });
});
