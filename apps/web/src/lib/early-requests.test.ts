import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropEarly, startEarly, takeEarly } from './early-requests';

afterEach(() => dropEarly());

describe('early requests', () => {
  it('hands the early answer to the first taker only, without sending again', async () => {
    const early = vi.fn(() => Promise.resolve('early'));
    const fresh = vi.fn(() => Promise.resolve('fresh'));
    startEarly('me', early);
    await expect(takeEarly('me', fresh)).resolves.toBe('early');
    expect(fresh).not.toHaveBeenCalled();
    // A refetch later is a request of its own.
    await expect(takeEarly('me', fresh)).resolves.toBe('fresh');
    expect(early).toHaveBeenCalledTimes(1);
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('sends a fresh request when nothing was started early', async () => {
    await expect(takeEarly('routes', () => Promise.resolve([1]))).resolves.toEqual([1]);
  });

  it('repeats a failed early request the usual way, so its failure is reported by the taker', async () => {
    startEarly('me', () => Promise.reject(new Error('expired')));
    const fresh = vi.fn(() => Promise.reject(new Error('session ended')));
    await expect(takeEarly('me', fresh)).rejects.toThrow('session ended');
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('never hands an answer to another session: a change of tokens drops what waits', async () => {
    startEarly('me', () => Promise.resolve('previous user'));
    dropEarly();
    await expect(takeEarly('me', () => Promise.resolve('new user'))).resolves.toBe('new user');
  });

  it('leaves no unhandled rejection when nobody takes a failed early request', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      startEarly('me', () => Promise.reject(new Error('offline')));
      await new Promise((r) => setTimeout(r, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
