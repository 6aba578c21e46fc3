import type { Anchor } from './anchor';
import { clampToFloor, type FloorSize, type Point } from './geometry';

export interface SolverOptions {
  /** Metres: the range error expected of a reading right at the gateway. */
  noiseFloor: number;
  /** The range error's growth per metre ranged (RSSI noise is in dB, so it scales with distance). */
  noisePerMetre: number;
  /**
   * Huber's threshold in standard errors for a reading longer than the fit says: walls and bodies
   * only ever lengthen a ranged distance, so such readings are trusted less than short ones.
   */
  huberLong: number;
  /** Huber's threshold in standard errors for a reading shorter than the fit says. */
  huberShort: number;
  /** A reading this many standard errors off after the fit is dropped and the rest refitted. */
  trimAbove: number;
  /** Dropping stops at this many readings, so the fit keeps a redundant one. */
  minKept: number;
  /** Metres: how far from the prior point (the weighted centroid) a position is plausible; see `multilaterate`. */
  priorSpread: number;
  /** The readings' noise level is taken as at least this share of the expected one. */
  minNoiseLevel: number;
  maxIterations: number;
}

export const DEFAULT_SOLVER: SolverOptions = {
  noiseFloor: 0.5,
  noisePerMetre: 0.2,
  huberLong: 1,
  huberShort: 2,
  trimAbove: 3,
  minKept: 4,
  priorSpread: 2,
  minNoiseLevel: 0.01,
  maxIterations: 40,
};

export interface Solution extends Point {
  /** The position's covariance (m²) at the readings' measured noise level. */
  covariance: { xx: number; xy: number; yy: number };
  /** How many readings the final fit kept. */
  kept: number;
}

/** One fit's fixed inputs: which readings count, at what noise level, drawn towards which point. */
interface Fit {
  anchors: readonly Anchor[];
  active: boolean[];
  /** The multiplier of every reading's expected error, measured from the readings themselves. */
  noiseLevel: number;
  prior: Point | null;
  floor: FloorSize;
  o: SolverOptions;
}

interface Evaluation {
  cost: number;
  /** The Gauss-Newton normal matrix (JᵀWJ) and gradient of the robust cost. */
  hxx: number;
  hxy: number;
  hyy: number;
  gx: number;
  gy: number;
  /** Σ w·u² over the readings, for the noise level. */
  chiSquare: number;
  standardized: number[];
}

function evaluate(p: Point, fit: Fit): Evaluation {
  const { o } = fit;
  const ev: Evaluation = { cost: 0, hxx: 0, hxy: 0, hyy: 0, gx: 0, gy: 0, chiSquare: 0, standardized: [] };
  if (fit.prior) {
    const spread = o.priorSpread;
    const px = (p.x - fit.prior.x) / spread;
    const py = (p.y - fit.prior.y) / spread;
    ev.cost += (px * px + py * py) / 2;
    ev.hxx += 1 / spread ** 2;
    ev.hyy += 1 / spread ** 2;
    ev.gx += px / spread;
    ev.gy += py / spread;
  }
  fit.anchors.forEach((a, i) => {
    const dx = p.x - a.x;
    const dy = p.y - a.y;
    const range = Math.sqrt(dx * dx + dy * dy + a.dz * a.dz);
    const scale = (o.noiseFloor + o.noisePerMetre * a.distance) * fit.noiseLevel;
    const u = (range - a.distance) / scale;
    ev.standardized.push(u);
    if (!fit.active[i]) return;
    const c = u < 0 ? o.huberLong : o.huberShort;
    const abs = Math.abs(u);
    const weight = abs <= c ? 1 : c / abs;
    ev.cost += abs <= c ? (u * u) / 2 : c * abs - (c * c) / 2;
    ev.chiSquare += weight * u * u;
    // Right under a gateway at its own height the direction is undefined: that reading pulls nowhere.
    const jx = range > 1e-9 ? dx / range / scale : 0;
    const jy = range > 1e-9 ? dy / range / scale : 0;
    ev.hxx += weight * jx * jx;
    ev.hxy += weight * jx * jy;
    ev.hyy += weight * jy * jy;
    ev.gx += weight * u * jx;
    ev.gy += weight * u * jy;
  });
  return ev;
}

/** Levenberg-Marquardt on the robust cost, every step kept on the floor. */
function descend(start: Point, fit: Fit): { point: Point; ev: Evaluation } {
  let point = clampToFloor(start, fit.floor);
  let ev = evaluate(point, fit);
  let damping = 1e-3;
  for (let iteration = 0; iteration < fit.o.maxIterations; iteration++) {
    const axx = ev.hxx * (1 + damping) + 1e-12;
    const ayy = ev.hyy * (1 + damping) + 1e-12;
    const det = axx * ayy - ev.hxy * ev.hxy;
    if (!(det > 0)) break;
    const stepX = -(ayy * ev.gx - ev.hxy * ev.gy) / det;
    const stepY = -(axx * ev.gy - ev.hxy * ev.gx) / det;
    const candidate = clampToFloor({ x: point.x + stepX, y: point.y + stepY }, fit.floor);
    const next = evaluate(candidate, fit);
    if (next.cost < ev.cost) {
      const moved = Math.hypot(candidate.x - point.x, candidate.y - point.y);
      point = candidate;
      ev = next;
      damping = Math.max(damping / 3, 1e-9);
      if (moved < 1e-6) break;
    } else {
      damping *= 4;
      if (damping > 1e8) break;
    }
  }
  return { point, ev };
}

const activeCount = (fit: Fit) => fit.active.filter(Boolean).length;

/** How much more the kept readings disagree than expected (1: as expected), from their residuals. */
function noiseLevelOf(ev: Evaluation, fit: Fit): number {
  const freedom = activeCount(fit) - 2;
  if (freedom < 1) return 1;
  return Math.max(Math.sqrt(ev.chiSquare / freedom) * fit.noiseLevel, fit.o.minNoiseLevel);
}

/**
 * Least-squares multilateration in 2D with the tag's height fixed: each reading's residual is the
 * slant range from the candidate position minus the ranged distance (the horizontal
 * `sqrt(d² − Δh²)` equation without its noise blow-up near a gateway), in standard errors that
 * grow with distance so far readings weigh less, under Huber's loss (asymmetric: a reading longer
 * than the fit, as walls make them, is discounted sooner). Levenberg-Marquardt minimizes it from
 * each start and keeps the best. Then:
 * 1. the readings' noise level is measured from that fit's residuals, and the fit is redone with a
 *    Gaussian prior of `priorSpread` metres around the first start (the weighted centroid), every
 *    reading's standard error multiplied by that level: readings that agree (clean data) outweigh
 *    the prior entirely, readings that disagree are held back from pulling the tag towards a wall
 *    on the strength of one bad range;
 * 2. while the worst reading is more than `trimAbove` standard errors off and more than `minKept`
 *    remain, it is dropped and the rest refitted.
 * Null when no finite answer was found.
 */
export function multilaterate(
  anchors: readonly Anchor[],
  starts: readonly Point[],
  floor: FloorSize,
  o: SolverOptions,
): Solution | null {
  const fit: Fit = { anchors, active: anchors.map(() => true), noiseLevel: 1, prior: null, floor, o };
  let best: { point: Point; ev: Evaluation } | null = null;
  for (const start of starts) {
    const found = descend(start, fit);
    if (Number.isFinite(found.ev.cost) && (!best || found.ev.cost < best.ev.cost)) best = found;
  }
  if (!best) return null;
  fit.noiseLevel = noiseLevelOf(best.ev, fit);
  fit.prior = starts[0];
  best = descend(best.point, fit);
  while (activeCount(fit) > o.minKept) {
    const { standardized } = best.ev;
    let worst = -1;
    standardized.forEach((u, i) => {
      const off = Math.abs(u);
      if (fit.active[i] && off > o.trimAbove && (worst < 0 || off > Math.abs(standardized[worst]))) worst = i;
    });
    if (worst < 0) break;
    fit.active[worst] = false;
    best = descend(best.point, fit);
  }
  const { hxx, hxy, hyy } = best.ev;
  const det = hxx * hyy - hxy * hxy;
  if (!(det > 0) || !Number.isFinite(best.point.x) || !Number.isFinite(best.point.y)) return null;
  // The normal matrix is in units of the measured noise level: its inverse scaled back is in m².
  const variance = fit.noiseLevel ** 2;
  return {
    x: best.point.x,
    y: best.point.y,
    covariance: { xx: (variance * hyy) / det, xy: (-variance * hxy) / det, yy: (variance * hxx) / det },
    kept: activeCount(fit),
  };
}
