import { deviceResource, printJobResource } from '@skin/contract';

/**
 * Query keys of the device screens' own calls, each under the root of the resource whose writes
 * change it: the kit invalidates `[name]` after every write, which refreshes these too.
 */
export const deviceKeys = {
  history: (id: number) => [deviceResource.name, 'history', id] as const,
  lookup: (serialNumber: string) => [deviceResource.name, 'lookup', serialNumber] as const,
  stateCount: (state: string) => [deviceResource.name, 'count', state] as const,
  labels: (jobId: number) => [printJobResource.name, 'labels', jobId] as const,
  order: (name: string, id: number) => [name, 'one', id] as const,
  orderDevices: (name: string, id: number) => [name, 'devices', id] as const,
};
