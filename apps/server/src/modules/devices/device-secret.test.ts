import { describe, expect, it } from 'vitest';
import { newDeviceSecret } from './devices.service';

describe('a new device secret', () => {
  it('never starts with a character the hand-over CSV would guard with an apostrophe', async () => {
    const secrets = await Promise.all(Array.from({ length: 2000 }, () => newDeviceSecret()));
    expect(secrets.filter((s) => /^[=+\-@]/.test(s.secret))).toEqual([]);
    expect(new Set(secrets.map((s) => s.secret)).size).toBe(2000);
    for (const { secret } of secrets.slice(0, 5)) expect(secret).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{23}$/);
  });
});
