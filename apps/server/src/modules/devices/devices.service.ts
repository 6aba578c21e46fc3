import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DeviceState } from '@skin/contract';
import { createDeviceData } from '../../data/devices.data';
import { UNCHANGED } from '../../data/scoped-table';
import { createSecretHandoverData } from '../../data/secret-handovers.data';
import { createStoreData } from '../../data/stores.data';
import { SYSTEM } from '../../data/system';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { Conflict, isNotFound } from '../../lib/errors';
import { checkPassword } from '../../lib/passwords';

/**
 * Device secrets are 144 random bits, not passwords people choose: a slow password hash adds no
 * protection against guessing, only CPU on every stock-in scan and device sign-in. They are
 * stored as SHA-256; secrets issued before under argon2id still verify.
 */
const SHA256 = 'sha256$';
const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * A new device secret: handed over once, stored only as a hash. Never starting with `-`: the
 * hand-over CSV guards a cell that starts like a formula with an apostrophe, which would then
 * travel with the secret into whatever reads the file (one secret in 64).
 */
export async function newDeviceSecret() {
  let secret = randomBytes(18).toString('base64url');
  while (secret.startsWith('-')) secret = randomBytes(18).toString('base64url');
  return { secret, hash: `${SHA256}${digest(secret)}` };
}

/** Whether `secret` is the one whose hash is `stored`. */
async function checkSecret(stored: string | undefined, secret: string) {
  if (!stored?.startsWith(SHA256)) return checkPassword(stored, secret);
  const want = Buffer.from(stored.slice(SHA256.length), 'hex');
  const got = Buffer.from(digest(secret), 'hex');
  return want.length === got.length && timingSafeEqual(want, got);
}

/** Devices in the caller's tenant: reads, edits, enable, bind to a store, return to factory, ledger. */
export function createDeviceService(db: Db) {
  const data = createDeviceData(db);
  const storeData = createStoreData(db);
  const handovers = createSecretHandoverData(db);
  /** Changes a device's state only if it is still in one of `from` (a concurrent change loses cleanly). */
  const transition = async (
    actor: Actor,
    id: number,
    from: DeviceState[],
    to: DeviceState,
    set: Parameters<typeof data.move>[4],
    action: string,
    detail?: Record<string, unknown>,
    also?: (tx: Tx) => Promise<unknown>,
  ) => {
    const current = await data.row(actor, id);
    await db.transaction(async (tx) => {
      if (!(await data.move(tx, actor, id, from, { ...set, state: to })))
        throw Conflict({ key: 'deviceStateRefused', params: { state: current.state, action } });
      // A change that takes the device away from its holder stays in that holder's sight.
      const leaves = 'agentId' in set && set.agentId === null;
      const holder = leaves ? { agentId: current.agentId, storeId: current.storeId } : undefined;
      await data.record(tx, actor, [
        { deviceId: id, action, fromState: current.state, toState: to, detail, holder },
      ]);
      await also?.(tx);
    });
  };

  const service = {
    /** A device that may talk to the API: received, not returned, enabled. */
    async active(id: number) {
      // A device gone is not active; a database that failed is not a wrong secret (503, not 401).
      const d = await data.row(SYSTEM, id).catch((err: unknown) => {
        if (isNotFound(err)) return undefined;
        throw err;
      });
      const live = d?.enabled && d.secretHash && ['in_stock', 'shipped', 'bound'].includes(d.state);
      return live ? d : undefined;
    },
    /** Checks a device's serial number and secret; undefined when either is wrong. */
    async authenticate(serialNumber: string, secret: string) {
      const d = await data.bySerial(SYSTEM, serialNumber);
      const ok = await checkSecret(d?.secretHash ?? undefined, secret);
      return ok && d ? service.active(d.id) : undefined;
    },
    /** A device reports in: last-seen time, and its firmware (a change goes into the ledger). */
    async heartbeat(id: number, firmwareVersion?: string | null) {
      const d = await data.row(SYSTEM, id);
      await db.transaction(async (tx) => {
        const changed = firmwareVersion && firmwareVersion !== d.firmwareVersion;
        await data.update(tx, SYSTEM, id, {
          lastSeenAt: new Date(),
          ...(changed ? { firmwareVersion } : {}),
        });
        if (changed)
          await data.record(tx, null, [
            { deviceId: id, action: 'firmware', detail: { from: d.firmwareVersion, to: firmwareVersion } },
          ]);
      });
    },
    /**
     * A page written as JSON by the database (`ListSpec.json`): on a 2-core machine the device list
     * was bound by the server's mapping and serializing of its 20 joined rows (143 µs a request
     * against the goods' 86), not by the database (docs/performance.md, "Pages written by the
     * database"). device-json.test.ts holds the JSON to the mapped rows.
     */
    list: data.listJson,
    get: data.get,
    getJson: data.getJson,
    /** Edits the fields sent (bluetooth name, remark) and records them in the ledger. */
    async update(actor: Actor, input: { id: number; bluetoothName?: string | null; remark?: string | null }) {
      const { id, ...set } = input;
      await db.transaction(async (tx) => {
        // Nothing to change still has to be a device the caller may change; the ledger gets no entry.
        if (!Object.keys(set).length) return data.update(tx, actor, id, UNCHANGED);
        await data.update(tx, actor, id, set);
        await data.record(tx, actor, [{ deviceId: id, action: 'edit', detail: set }]);
      });
      return service.get(actor, id);
    },
    /** The `enable` state change (its own route and permission). */
    async setState(actor: Actor, id: number, _field: string, enabled: unknown) {
      const d = await data.row(actor, id);
      if (d.enabled === enabled) return;
      await db.transaction(async (tx) => {
        await data.update(tx, actor, id, { enabled: Boolean(enabled) });
        await data.record(tx, actor, [
          { deviceId: id, action: enabled ? 'enable' : 'disable', fromState: d.state, toState: d.state },
        ]);
      });
    },
    /** Binds a device the caller holds to a store of its tenant. */
    async bind(actor: Actor, id: number, storeId: number) {
      const store = await storeData.row(actor, storeId);
      await transition(actor, id, ['shipped', 'bound'], 'bound', { storeId }, 'bound', {
        storeId,
        store: store.name,
      });
    },
    /** Returns a device to the factory: it leaves every tenant but the platform. */
    async returnToFactory(actor: Actor, id: number, remark?: string | null) {
      await transition(
        actor,
        id,
        ['in_stock', 'shipped', 'bound'],
        'returned',
        { storeId: null, agentId: null, secretHash: null },
        'returned',
        { remark },
        // Its secret is void: one still waiting for hand-over goes too.
        (tx) => handovers.drop(tx, id),
      );
    },
    /**
     * Brings a device issued to the wrong agent (or bound to the wrong store) back into the
     * warehouse, ready to be issued again; its secret stays valid.
     */
    async recall(actor: Actor, id: number, remark?: string | null) {
      const d = await data.row(actor, id);
      if (d.state !== 'shipped' && d.state !== 'bound') throw Conflict('deviceNotRecallable');
      await transition(
        actor,
        id,
        ['shipped', 'bound'],
        'in_stock',
        { storeId: null, agentId: null, outputOrderId: null },
        'recalled',
        { agentId: d.agentId, storeId: d.storeId, ...(remark ? { remark } : {}) },
      );
    },
    history: data.history,
    /** The store a device is bound to (the device API's own view), or undefined. */
    storeOf: (d: { storeId: number | null }) =>
      d.storeId ? storeData.row(SYSTEM, d.storeId).catch(() => undefined) : Promise.resolve(undefined),
    /** Issues a new secret to a received device (the old one stops working). */
    async rotateSecret(actor: Actor, id: number) {
      const d = await data.row(actor, id);
      if (d.state === 'printed' || d.state === 'returned') throw Conflict('onlyReceivedHaveSecret');
      const { secret, hash } = await newDeviceSecret();
      await db.transaction(async (tx) => {
        await data.update(tx, actor, id, { secretHash: hash });
        // A secret still waiting for its order's hand-over would no longer work: it goes.
        await handovers.drop(tx, id);
        await data.record(tx, actor, [{ deviceId: id, action: 'secret rotated' }]);
      });
      return { serialNumber: d.serialNumber, secret };
    },
  };
  return service;
}
export type DeviceService = ReturnType<typeof createDeviceService>;
