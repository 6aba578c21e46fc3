import { describe, expect, it } from 'vitest';
import { createSealer } from './seal';

describe('sealing', () => {
  const sealer = createSealer('a server secret of at least thirty-two characters', 'test');

  it('opens what it sealed, and seals the same value differently each time', () => {
    const a = sealer.seal('device-secret-1');
    expect(sealer.open(a)).toBe('device-secret-1');
    expect(sealer.seal('device-secret-1')).not.toBe(a);
  });

  it('refuses a value that was altered or sealed for another purpose', () => {
    const a = sealer.seal('device-secret-1');
    const flipped = Buffer.from(a, 'base64url');
    flipped[flipped.length - 1] ^= 1;
    expect(() => sealer.open(flipped.toString('base64url'))).toThrow();
    const other = createSealer('a server secret of at least thirty-two characters', 'other');
    expect(() => other.open(a)).toThrow();
  });
});
