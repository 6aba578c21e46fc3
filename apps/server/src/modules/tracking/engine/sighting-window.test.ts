import { describe, expect, it } from 'vitest';
import { levelsInWindow } from './sighting-window';

describe('levelsInWindow', () => {
  it('takes each gateway median over the window, leaving out old, future and broken sightings', () => {
    const now = 1_000_000;
    const levels = levelsInWindow(
      [
        { gatewayId: 'a', time: now - 1000, rssi: -60 },
        { gatewayId: 'a', time: now - 2000, rssi: -90 },
        { gatewayId: 'a', time: now, rssi: -62 },
        { gatewayId: 'b', time: now - 500, rssi: -70 },
        { gatewayId: 'b', time: now - 600, rssi: -74 },
        { gatewayId: 'c', time: now - 5000, rssi: -50 },
        { gatewayId: 'd', time: now + 1, rssi: -50 },
        { gatewayId: 'e', time: now, rssi: Number.NaN },
      ],
      now,
      5,
    );
    expect(Object.fromEntries(levels)).toEqual({ a: -62, b: -72 });
  });
});
