import type { DeviceBulkResult, MessageRef } from '@skin/contract';

/** One refused device as the user reads it: its serial number and the reason, translated. */
export interface RefusedLine {
  id: number;
  serialNumber: string;
  reason: string;
}

/**
 * The refused devices of a bulk answer, in the order the server answered. The server names a
 * serial number only for devices the caller may see; the screen knows the serial of every row it
 * selected, and falls back to `#id` for one it no longer shows.
 */
export function refusedLines(
  result: DeviceBulkResult,
  serialOf: (id: number) => string | undefined,
  translate: (message: MessageRef | { key: string; params?: object }) => string,
): RefusedLine[] {
  return result.refused.map((r) => ({
    id: r.id,
    serialNumber: r.serialNumber ?? serialOf(r.id) ?? `#${r.id}`,
    reason: translate(r.message),
  }));
}
