import { z } from 'zod';

/**
 * Fields the tracking resources share (docs/tracking.md). The server turns a MAC into its one stored
 * form (`AA:BB:CC:DD:EE:FF`) and refuses what is not one; the schema only bounds the text.
 */
export const macInput = z.string().trim().min(1, 'required').max(32);

/** Metres on a floor: a hospital floor is at most a kilometre across. */
export const metres = z.coerce.number().min(0).max(1000);

/** A floor's side in metres: more than nothing, at most a kilometre. */
export const floorSide = z.coerce.number().gt(0).max(1000);

/** A gateway's or a tag's state as the ingest reports it (docs/tracking-engine.md, "States"). */
export const GATEWAY_STATES = ['normal', 'fault'] as const;
export const TAG_STATES = ['normal', 'lowPower', 'fault', 'off'] as const;

/** Battery level in percent. */
export const battery = z.number().int().min(0).max(100);

/** Where the ingest last placed a tag: a floor and metres on it, or nothing yet. */
export const lastPosition = {
  floorId: z.number().nullable(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  lastHeardAt: z.string().nullable(),
};
