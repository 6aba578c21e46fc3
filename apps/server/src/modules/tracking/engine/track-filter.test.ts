import { describe, expect, it } from 'vitest';
import { seededRandom } from './random';
import { DEFAULT_FILTER, filterTrack, type Measurement, type Track, trackPosition } from './track-filter';

const at = (time: number, x: number, y: number, uncertainty = 0.5, floorId = 'f1'): Measurement => ({
  floorId,
  x,
  y,
  uncertainty,
  time,
});

/** A track started on `m`, which is finite. */
const started = (m: Measurement): Track => filterTrack(null, m).track!;

describe('filterTrack', () => {
  it('starts on the first measurement and smooths noise along a walk', () => {
    let rawError = 0;
    let smoothError = 0;
    let velocities = 0;
    for (const seed of [11, 12, 13, 14, 15]) {
      const random = seededRandom(seed);
      let track: Track | null = null;
      for (let second = 0; second <= 60; second++) {
        const truth = { x: 1 + second * 0.15, y: 2 };
        const m = at(second * 1000, truth.x + random.normal() * 0.7, truth.y + random.normal() * 0.7, 0.7);
        const step: { track: Track | null; outcome: string } = filterTrack(track, m);
        expect(step.outcome).toBe(second === 0 ? 'started' : 'updated');
        track = step.track;
        if (second >= 10) {
          rawError += Math.hypot(m.x - truth.x, m.y - truth.y);
          const p = trackPosition(track!);
          smoothError += Math.hypot(p.x - truth.x, p.y - truth.y);
        }
      }
      velocities += track!.x.velocity;
    }
    expect(smoothError).toBeLessThan(rawError * 0.85);
    // The walk's 0.15 m/s, roughly.
    expect(velocities / 5).toBeGreaterThan(0.05);
  });

  it('refuses a teleport, then believes it after three in a row', () => {
    let track = started(at(0, 2, 2));
    track = filterTrack(track, at(1000, 2.5, 2)).track;
    const far = filterTrack(track, at(2000, 11, 11));
    expect(far.outcome).toBe('refused');
    expect(trackPosition(far.track)).toEqual(trackPosition(track));
    const again = filterTrack(far.track, at(3000, 11, 11));
    expect(again.outcome).toBe('refused');
    const third = filterTrack(again.track, at(4000, 11, 11));
    expect(third.outcome).toBe('resynced');
    expect(trackPosition(third.track)).toEqual({ x: 11, y: 11 });
  });

  it('lets a walking step through and caps the speed', () => {
    let track = started(at(0, 2, 2, 0.1));
    const walked = filterTrack(track, at(1000, 4, 2, 0.1));
    expect(walked.outcome).toBe('updated');
    track = walked.track;
    expect(Math.hypot(track.x.velocity, track.y.velocity)).toBeLessThanOrEqual(
      DEFAULT_FILTER.maxSpeed + 1e-9,
    );
  });

  it('starts over on another floor or after a long silence, and ignores the past and NaN', () => {
    const track = started(at(10_000, 2, 2));
    expect(filterTrack(track, at(11_000, 9, 9, 0.5, 'f2')).outcome).toBe('floorChanged');
    expect(filterTrack(track, at(60_000, 9, 9)).outcome).toBe('stale');
    expect(filterTrack(track, at(9_000, 2, 2))).toEqual({ track, outcome: 'outOfOrder' });
    expect(filterTrack(track, at(12_000, Number.NaN, 2))).toEqual({ track, outcome: 'refused' });
    expect(filterTrack(null, at(12_000, Number.NaN, 2))).toEqual({ track: null, outcome: 'refused' });
  });

  it('follows a precise measurement more than a vague one', () => {
    const track = started(at(0, 5, 5, 1));
    const precise = trackPosition(filterTrack(track, at(1000, 6, 5, 0.1)).track);
    const vague = trackPosition(filterTrack(track, at(1000, 6, 5, 3)).track);
    expect(precise.x).toBeGreaterThan(vague.x);
  });
});
