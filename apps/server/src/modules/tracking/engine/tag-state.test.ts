import { describe, expect, it } from 'vitest';
import { DEFAULT_STATE_SETTINGS, isGatewayInFault, isLowPower, isTagOffline } from './tag-state';

describe('tag and gateway states', () => {
  it('marks a tag offline once unheard for the heartbeat timeout', () => {
    expect(isTagOffline(0, 59_999)).toBe(false);
    expect(isTagOffline(0, 60_000)).toBe(true);
    expect(isTagOffline(null, 0)).toBe(true);
    expect(isTagOffline(0, 10_000, { ...DEFAULT_STATE_SETTINGS, heartbeatTimeoutSeconds: 5 })).toBe(true);
  });

  it('marks low power below the threshold and recovers only above the recovery level', () => {
    expect(isLowPower(19, false)).toBe(true);
    expect(isLowPower(20, false)).toBe(false);
    expect(isLowPower(22, true)).toBe(true);
    expect(isLowPower(25, true)).toBe(false);
    expect(isLowPower(null, true)).toBe(true);
    expect(isLowPower(Number.NaN, false)).toBe(false);
  });

  it('puts a gateway in fault once unheard for its timeout', () => {
    expect(isGatewayInFault(1000, 120_999)).toBe(false);
    expect(isGatewayInFault(1000, 121_000)).toBe(true);
    expect(isGatewayInFault(null, 0)).toBe(true);
  });
});
