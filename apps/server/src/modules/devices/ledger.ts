import type { Tx } from '../../db/client';
import { deviceEvents } from '../../db/schema';
import type { Actor } from '../../lib/actor';

export interface LedgerEntry {
  deviceId: number;
  action: string;
  fromState?: string | null;
  toState?: string | null;
  detail?: Record<string, unknown>;
}

/** Appends entries to devices' ledgers inside the caller's transaction. */
export async function record(tx: Tx, actor: Actor | null, entries: LedgerEntry[]) {
  if (!entries.length) return;
  await tx.insert(deviceEvents).values(
    entries.map((e) => ({
      deviceId: e.deviceId,
      actorId: actor?.userId ?? null,
      actorName: actor?.username ?? 'device',
      action: e.action,
      fromState: e.fromState ?? null,
      toState: e.toState ?? null,
      detail: e.detail ?? null,
    })),
  );
}
