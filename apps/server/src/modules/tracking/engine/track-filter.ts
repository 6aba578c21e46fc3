/** A position from the locator, at the time of the readings it rests on. */
export interface Measurement {
  floorId: string;
  x: number;
  y: number;
  /** The locator's standard error, metres. */
  uncertainty: number;
  /** Epoch milliseconds. */
  time: number;
}

/** One axis of a constant-velocity filter: position, velocity and their covariance. */
interface Axis {
  position: number;
  velocity: number;
  pp: number;
  pv: number;
  vv: number;
}

export interface Track {
  floorId: string;
  time: number;
  x: Axis;
  y: Axis;
  /** Measurements refused one after another. */
  refused: number;
}

export interface FilterSettings {
  /**
   * m²/s³: the process noise's spectral density, how briskly people and carts change velocity.
   * Lower smooths more and lags more when someone stops or turns.
   */
  acceleration: number;
  /** m/s: faster than a brisk walk or a pushed bed is a teleport, not a movement. */
  maxSpeed: number;
  /** How many standard errors of slack a step gets beyond what `maxSpeed` allows. */
  gate: number;
  /** After this many refusals in a row the tag is believed to be where it is measured. */
  maxRefused: number;
  /** Seconds unheard after which the track starts over rather than predicting that far. */
  staleAfterSeconds: number;
  /** Metres: the locator's uncertainty is taken as at least this. */
  minUncertainty: number;
}

export const DEFAULT_FILTER: FilterSettings = {
  acceleration: 0.1,
  maxSpeed: 2.5,
  gate: 3,
  maxRefused: 3,
  staleAfterSeconds: 30,
  minUncertainty: 0.1,
};

export type FilterOutcome =
  | 'started'
  | 'updated'
  | 'floorChanged'
  | 'stale'
  | 'refused'
  | 'outOfOrder'
  | 'resynced';

const startAxis = (position: number, variance: number): Axis => ({
  position,
  velocity: 0,
  pp: variance,
  pv: 0,
  vv: 1,
});

function start(m: Measurement, variance: number): Track {
  return {
    floorId: m.floorId,
    time: m.time,
    x: startAxis(m.x, variance),
    y: startAxis(m.y, variance),
    refused: 0,
  };
}

/** Moves one axis `dt` seconds ahead under white-noise acceleration of density `q`. */
function predict(a: Axis, dt: number, q: number): Axis {
  return {
    position: a.position + a.velocity * dt,
    velocity: a.velocity,
    pp: a.pp + 2 * dt * a.pv + dt * dt * a.vv + (q * dt ** 3) / 3,
    pv: a.pv + dt * a.vv + (q * dt * dt) / 2,
    vv: a.vv + q * dt,
  };
}

function correct(a: Axis, measured: number, variance: number): Axis {
  const s = a.pp + variance;
  const kp = a.pp / s;
  const kv = a.pv / s;
  const innovation = measured - a.position;
  return {
    position: a.position + kp * innovation,
    velocity: a.velocity + kv * innovation,
    pp: (1 - kp) * a.pp,
    pv: (1 - kp) * a.pv,
    vv: a.vv - kv * a.pv,
  };
}

/**
 * A tag's smoothed track: a 2D constant-velocity Kalman filter (the axes are independent, so two
 * 1D filters) driven by the measurements' own times, its measurement noise the locator's
 * uncertainty. It starts over on the first measurement, on another floor and after a long silence;
 * a measurement farther from the track than `maxSpeed` allows (plus `gate` standard errors) is
 * refused as a teleport, until `maxRefused` in a row say the tag really is elsewhere. A
 * measurement not newer than the track is ignored, one that is not a number refused. The speed is held at `maxSpeed` at most.
 */
export function filterTrack(
  track: Track,
  m: Measurement,
  settings?: FilterSettings,
): { track: Track; outcome: FilterOutcome };
export function filterTrack(
  track: Track | null,
  m: Measurement,
  settings?: FilterSettings,
): { track: Track | null; outcome: FilterOutcome };
export function filterTrack(
  track: Track | null,
  m: Measurement,
  settings: FilterSettings = DEFAULT_FILTER,
): { track: Track | null; outcome: FilterOutcome } {
  const uncertainty = Number.isFinite(m.uncertainty) ? m.uncertainty : settings.minUncertainty;
  const variance = Math.max(uncertainty, settings.minUncertainty) ** 2;
  if (!Number.isFinite(m.x) || !Number.isFinite(m.y) || !Number.isFinite(m.time))
    return { track, outcome: 'refused' };
  if (!track) return { track: start(m, variance), outcome: 'started' };
  if (m.floorId !== track.floorId) return { track: start(m, variance), outcome: 'floorChanged' };
  if (!(m.time > track.time)) return { track, outcome: 'outOfOrder' };
  const dt = (m.time - track.time) / 1000;
  if (dt > settings.staleAfterSeconds) return { track: start(m, variance), outcome: 'stale' };

  const x = predict(track.x, dt, settings.acceleration);
  const y = predict(track.y, dt, settings.acceleration);
  // Measured from the last position, not the prediction: the speed cap already allows for any velocity.
  const jump = Math.hypot(m.x - track.x.position, m.y - track.y.position);
  const slack = settings.gate * Math.sqrt(variance + Math.max(track.x.pp, track.y.pp));
  if (jump > settings.maxSpeed * dt + slack) {
    if (track.refused + 1 >= settings.maxRefused) return { track: start(m, variance), outcome: 'resynced' };
    return { track: { ...track, refused: track.refused + 1 }, outcome: 'refused' };
  }
  const next: Track = {
    floorId: track.floorId,
    time: m.time,
    x: correct(x, m.x, variance),
    y: correct(y, m.y, variance),
    refused: 0,
  };
  const speed = Math.hypot(next.x.velocity, next.y.velocity);
  if (speed > settings.maxSpeed) {
    next.x.velocity *= settings.maxSpeed / speed;
    next.y.velocity *= settings.maxSpeed / speed;
  }
  return { track: next, outcome: 'updated' };
}

/** Where the track puts the tag now. */
export const trackPosition = (track: Track) => ({ x: track.x.position, y: track.y.position });
