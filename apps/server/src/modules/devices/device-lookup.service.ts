import {
  type DeviceLookup,
  feedbackResource,
  inputOrderResource,
  outputOrderResource,
  permissionOf,
  printJobResource,
  type ResourceDef,
} from '@skin/contract';
import { createDeviceLookupData } from '../../data/device-lookup.data';
import type { Db } from '../../db/client';
import { type Actor, can } from '../../lib/actor';
import { isNotFound, NotFound } from '../../lib/errors';
import { createPrintJobService } from '../print-jobs/print-jobs.service';
import { createInputOrderService } from '../stock-orders/input-orders.service';
import { createOutputOrderService } from '../stock-orders/output-orders.service';
import type { DeviceService } from './devices.service';

/** Whether the caller may read a resource's records (its query permission, or a URL grant of its route). */
const mayRead = (actor: Actor, def: ResourceDef) =>
  can(actor, permissionOf(def, 'query'), 'GET', `/api/${def.path}/id/:id`);

/** A record the caller may not see reads as absent: the lookup never says it exists. */
const unlessHidden = <T>(read: Promise<T>) =>
  read.catch((err: unknown) => {
    if (isNotFound(err)) return null;
    throw err;
  });

/**
 * "Which screen is this device on?" answered from one serial number: the device as the caller
 * sees it, and each part of its life the caller could also open on its own screen (the same
 * permission, the same tenant scope). Anything else is left out, never revealed.
 */
export function createDeviceLookupService(db: Db, devices: DeviceService) {
  const data = createDeviceLookupData(db);
  const printJobs = createPrintJobService(db);
  const inputOrders = createInputOrderService(db);
  const outputOrders = createOutputOrderService(db);
  /** A linked record, or null when there is none or the caller may not read it. */
  const linked = <T>(
    actor: Actor,
    def: ResourceDef,
    id: number | null,
    get: (a: Actor, id: number) => Promise<T>,
  ) => (id != null && mayRead(actor, def) ? unlessHidden(get(actor, id)) : Promise.resolve(null));

  return {
    async bySerial(actor: Actor, serialNumber: string): Promise<DeviceLookup> {
      const found = await data.locate(actor, serialNumber);
      if (!found) return formerHolding(actor, serialNumber);
      const [device, printJob, inputOrder, outputOrder, feedback, history] = await Promise.all([
        devices.get(actor, found.id),
        linked(actor, printJobResource, found.printJobId, printJobs.get),
        linked(actor, inputOrderResource, found.inputOrderId, inputOrders.get),
        linked(actor, outputOrderResource, found.outputOrderId, outputOrders.get),
        mayRead(actor, feedbackResource) ? data.feedbackOf(actor, found) : [],
        devices.history(actor, found.id),
      ]);
      return {
        serialNumber: found.serialNumber,
        device,
        printJob,
        inputOrder,
        outputOrder,
        feedback,
        history,
      };
    },
  };

  /**
   * A device the caller no longer holds (recalled, returned, taken out of an order): only the
   * ledger entries of the caller's own time with it. Anyone else gets the same 404 as for a
   * serial that does not exist.
   */
  async function formerHolding(actor: Actor, serialNumber: string): Promise<DeviceLookup> {
    const id = await data.unscoped.idOfSerial(serialNumber);
    const history = id === undefined ? [] : await devices.history(actor, id).catch(() => []);
    if (!history.length) throw NotFound('deviceNotFound');
    return {
      serialNumber,
      device: null,
      printJob: null,
      inputOrder: null,
      outputOrder: null,
      feedback: [],
      history,
    };
  }
}
export type DeviceLookupService = ReturnType<typeof createDeviceLookupService>;
