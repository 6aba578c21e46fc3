import { describe, expect, it } from 'vitest';
import { type Fence, type FenceState, stepFence } from './fence-state';

const ward: Fence = {
  id: 'ward',
  floorId: 'f1',
  kind: 'stayInside',
  polygon: [
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 10 },
    { x: 0, y: 10 },
  ],
};
const stairs: Fence = { ...ward, id: 'stairs', kind: 'stayOutside' };
const on = (x: number, y = 5, floorId = 'f1') => ({ x, y, floorId });

/** Feeds positions one second apart from `start`. */
function walk(fence: Fence, xs: number[], start: FenceState | null = null) {
  let state = start;
  return xs.map((x, second) => {
    const step = stepFence(state, fence, on(x), second * 1000);
    state = step.state;
    return step;
  });
}

describe('stepFence', () => {
  it('takes the first position side outright', () => {
    expect(stepFence(null, ward, on(5), 0)).toMatchObject({ state: { inside: true }, breached: false });
    expect(stepFence(null, ward, on(12), 0)).toMatchObject({ state: { inside: false }, breached: true });
    expect(stepFence(null, stairs, on(5), 0)).toMatchObject({ breached: true });
  });

  it('leaves only after being past the margin for the dwell time', () => {
    const steps = walk(ward, [5, 10.6, 10.7, 10.8, 10.9, 11, 11.1, 11.2]);
    expect(steps.map((s) => s.breached)).toEqual([false, false, false, false, false, false, true, true]);
    expect(steps[6].changed).toBe(true);
    expect(steps[7].changed).toBe(false);
  });

  it('never flips on positions within the margin, and starts the wait over when one comes back', () => {
    expect(walk(ward, [5, 10.3, 10.4, 10.2, 10.4, 10.3, 10.4, 10.3, 10.4]).some((s) => s.breached)).toBe(
      false,
    );
    const wobble = walk(ward, [5, 11, 11, 11, 11, 10.2, 11, 11, 11, 11, 11, 11]);
    expect(wobble.findIndex((s) => s.breached)).toBe(11);
  });

  it('comes back inside with the same hysteresis', () => {
    const outside: FenceState = { inside: false, pendingSince: null };
    const steps = walk(ward, [9.8, 9.4, 9, 9, 9, 9, 9], outside);
    expect(steps.map((s) => s.breached)).toEqual([true, true, true, true, true, true, false]);
  });

  it('counts another floor as outside', () => {
    let state = stepFence(null, stairs, on(5), 0).state;
    for (let second = 1; second <= 6; second++)
      state = stepFence(state, stairs, on(5, 5, 'f2'), second * 1000).state;
    expect(state.inside).toBe(false);
  });
});
