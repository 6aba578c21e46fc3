/**
 * The log-distance path-loss model, `rssi = txPower - 10·n·log10(d)`: how loud a tag is heard
 * `d` metres away. Each floor may carry its own parameters (walls, ceilings and gateway models
 * differ); a floor without them uses the defaults.
 */
export interface PathLossParams {
  /** dBm heard at 1 m; -59 is what common BLE wristbands advertise as their measured power. */
  txPower: number;
  /** The exponent n: 2 in free space, about 2-3 in open wards, up to 4 through many walls. */
  exponent: number;
  /** Metres: a reading louder than this distance's level is read as this distance. */
  minDistance: number;
  /** Metres: a quieter reading is read as this distance (a gateway hears a tag that far at most). */
  maxDistance: number;
}

export const DEFAULT_PATH_LOSS: PathLossParams = {
  txPower: -59,
  exponent: 2.2,
  minDistance: 0.1,
  maxDistance: 30,
};

export type PathLossIssue = 'pathLossTxPower' | 'pathLossExponent' | 'pathLossRange';

/** Why a floor's parameters are refused (message keys), none when they can be used. */
export function pathLossIssues(params: PathLossParams): PathLossIssue[] {
  const issues: PathLossIssue[] = [];
  if (!Number.isFinite(params.txPower) || params.txPower < -120 || params.txPower > 20)
    issues.push('pathLossTxPower');
  if (!Number.isFinite(params.exponent) || params.exponent < 1 || params.exponent > 6)
    issues.push('pathLossExponent');
  const { minDistance: min, maxDistance: max } = params;
  if (!Number.isFinite(min) || !Number.isFinite(max) || min <= 0 || max <= min || max > 500)
    issues.push('pathLossRange');
  return issues;
}

/** Metres from a reading in dBm, always within the clamp range (a missing level reads as far). */
export function distanceFromRssi(rssi: number, params: PathLossParams = DEFAULT_PATH_LOSS): number {
  if (!Number.isFinite(rssi)) return params.maxDistance;
  const distance = 10 ** ((params.txPower - rssi) / (10 * params.exponent));
  return Math.min(Math.max(distance, params.minDistance), params.maxDistance);
}

/** The level in dBm the model expects `distance` metres away (the clamp range applies first). */
export function rssiAtDistance(distance: number, params: PathLossParams = DEFAULT_PATH_LOSS): number {
  const clamped = Math.min(Math.max(distance, params.minDistance), params.maxDistance);
  return params.txPower - 10 * params.exponent * Math.log10(clamped);
}
