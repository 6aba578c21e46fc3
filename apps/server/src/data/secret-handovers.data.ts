import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { deviceSecretHandovers, devices, serverSecrets } from '../db/schema';
import { createSealer, type Sealer } from '../lib/seal';
import { perDatabase } from './per-database';

/**
 * Device secrets waiting to be handed over (platform warehouse data): sealed when a device is
 * received, given out once with the stock-in order's hand-over file, then deleted.
 */
export const createSecretHandoverData = perDatabase((db: Db) => {
  // The key comes from the instances' shared server secret (created at the first start), so every
  // instance and every restart opens what another sealed.
  let sealer: Sealer | undefined;
  const sealerOf = async (tx: Tx) => {
    if (sealer) return sealer;
    const [row] = await tx.select().from(serverSecrets).where(eq(serverSecrets.name, 'jwt'));
    sealer = createSealer(row.value, 'device-secret-handover');
    return sealer;
  };
  return {
    /** Keeps a new secret of a received device until the hand-over (replaces an older one). */
    async keep(tx: Tx, deviceId: number, inputOrderId: number, secret: string) {
      const sealed = (await sealerOf(tx)).seal(secret);
      await tx
        .insert(deviceSecretHandovers)
        .values({ deviceId, inputOrderId, sealed })
        .onConflictDoUpdate({ target: deviceSecretHandovers.deviceId, set: { inputOrderId, sealed } });
    },
    /** Drops a device's waiting secret (the device left the order before the hand-over). */
    drop: (tx: Tx, deviceId: number) =>
      tx.delete(deviceSecretHandovers).where(eq(deviceSecretHandovers.deviceId, deviceId)),
    /**
     * Takes every waiting secret of an order, opened, in serial order, and deletes them in the
     * same transaction: whoever commits the hand-over holds the only copy.
     */
    async takeAll(tx: Tx, inputOrderId: number) {
      const rows = await tx
        .delete(deviceSecretHandovers)
        .where(eq(deviceSecretHandovers.inputOrderId, inputOrderId))
        .returning({ deviceId: deviceSecretHandovers.deviceId, sealed: deviceSecretHandovers.sealed });
      if (!rows.length) return [];
      const serials = await tx
        .select({ id: devices.id, serialNumber: devices.serialNumber })
        .from(devices)
        .where(
          and(
            inArray(
              devices.id,
              rows.map((r) => r.deviceId),
            ),
          ),
        )
        .orderBy(asc(devices.serialNumber));
      const sealedOf = new Map(rows.map((r) => [r.deviceId, r.sealed]));
      const opener = await sealerOf(tx);
      return serials.map((d) => ({
        deviceId: d.id,
        serialNumber: d.serialNumber,
        secret: opener.open(sealedOf.get(d.id)!),
      }));
    },
    /** Reads without a caller (docs/architecture.md, "A tenant resource"). */
    unscoped: {
      /** How many secrets each of these orders still has to hand over. */
      async pendingOf(orderIds: number[], tx: Tx = db) {
        if (!orderIds.length) return new Map<number, number>();
        const rows = await tx
          .select({ orderId: deviceSecretHandovers.inputOrderId, n: count() })
          .from(deviceSecretHandovers)
          .where(inArray(deviceSecretHandovers.inputOrderId, orderIds))
          .groupBy(deviceSecretHandovers.inputOrderId);
        return new Map(rows.map((r) => [r.orderId!, Number(r.n)]));
      },
    },
  };
});
export type SecretHandoverData = ReturnType<typeof createSecretHandoverData>;
