/** The thresholds of tags' and gateways' states; a site may change any of them. */
export interface StateSettings {
  /** A tag unheard this long is offline (tags advertise every second or so; 60 s rides out a lift ride). */
  heartbeatTimeoutSeconds: number;
  /** A tag's battery below this percentage is low power. */
  lowBatteryPercent: number;
  /** A low-power tag is back to normal only from this percentage, so a level near the threshold does not flap. */
  batteryRecoveredPercent: number;
  /** A gateway unheard this long is in fault (gateways report every few seconds, even when they hear no tag). */
  gatewayTimeoutSeconds: number;
}

export const DEFAULT_STATE_SETTINGS: StateSettings = {
  heartbeatTimeoutSeconds: 60,
  lowBatteryPercent: 20,
  batteryRecoveredPercent: 25,
  gatewayTimeoutSeconds: 120,
};

/** Whether a tag last heard at `lastHeardAt` (epoch ms, null: never) is offline at `now`. */
export function isTagOffline(
  lastHeardAt: number | null,
  now: number,
  settings: StateSettings = DEFAULT_STATE_SETTINGS,
): boolean {
  return lastHeardAt === null || now - lastHeardAt >= settings.heartbeatTimeoutSeconds * 1000;
}

/**
 * Whether a tag is low on power after reporting `battery` percent (null: the report had none, so
 * the state stays as it was), with the recovery threshold as hysteresis.
 */
export function isLowPower(
  battery: number | null,
  wasLow: boolean,
  settings: StateSettings = DEFAULT_STATE_SETTINGS,
): boolean {
  if (battery === null || !Number.isFinite(battery)) return wasLow;
  return wasLow ? battery < settings.batteryRecoveredPercent : battery < settings.lowBatteryPercent;
}

/** Whether a gateway last heard at `lastHeardAt` (epoch ms, null: never) is in fault at `now`. */
export function isGatewayInFault(
  lastHeardAt: number | null,
  now: number,
  settings: StateSettings = DEFAULT_STATE_SETTINGS,
): boolean {
  return lastHeardAt === null || now - lastHeardAt >= settings.gatewayTimeoutSeconds * 1000;
}
