import type { MessageKey } from '@skin/contract';
import { Invalid } from '../../lib/errors';
import { fenceIssues } from './engine/fence-validation';
import { normalizeMac } from './engine/mac';
import { DEFAULT_PATH_LOSS, pathLossIssues } from './engine/path-loss';

/**
 * The rules a topology write must pass, each refused on its field with a translated message
 * (docs/tracking.md). The engine decides what a MAC, a fence and path-loss parameters are; these
 * only name the field.
 */

/** The MAC in its one stored form, or a refusal on `mac`. */
export function storedMac(input: string): string {
  const mac = normalizeMac(input);
  if (!mac) throw Invalid('macInvalid', { mac: 'macInvalid' });
  return mac;
}

export type FloorSize = { width: number; height: number };

/** A point of a gateway or beacon lies on its floor (edges included). */
export function checkOnFloor(x: number, y: number, floor: FloorSize) {
  const fields: Record<string, MessageKey> = {};
  if (x > floor.width) fields.x = 'outsideFloor';
  if (y > floor.height) fields.y = 'outsideFloor';
  if (Object.keys(fields).length)
    throw Invalid({ key: 'outsideFloor', params: { width: floor.width, height: floor.height } }, fields);
}

/** A fence's polygon as the engine validates it against its floor: every reason refused on `polygon`. */
export function checkFencePolygon(polygon: readonly (readonly [number, number])[], floor: FloorSize) {
  const issues = fenceIssues(
    polygon.map(([x, y]) => ({ x, y })),
    floor,
  );
  // One message per field: the first reason, which the engine gives in the order a drawer fixes them.
  if (issues.length) throw Invalid(issues[0], { polygon: issues[0] });
}

const PATH_LOSS_FIELD = {
  pathLossTxPower: 'txPower',
  pathLossExponent: 'exponent',
  pathLossRange: 'txPower',
} as const;

/** A floor's own path-loss parameters (null: the engine's default), as the engine accepts them. */
export function checkPathLoss(txPower: number | null | undefined, exponent: number | null | undefined) {
  if (txPower == null && exponent == null) return;
  const issues = pathLossIssues({
    ...DEFAULT_PATH_LOSS,
    txPower: txPower ?? DEFAULT_PATH_LOSS.txPower,
    exponent: exponent ?? DEFAULT_PATH_LOSS.exponent,
  });
  if (issues.length) throw Invalid(issues[0], Object.fromEntries(issues.map((i) => [PATH_LOSS_FIELD[i], i])));
}
