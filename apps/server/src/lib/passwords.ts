import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { createGate } from './gate';

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane (algorithm 2 = argon2id).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * How many argon2id computations run at once: one per core the process may use, and never every
 * thread of libuv's pool (4 unless UV_THREADPOOL_SIZE says otherwise), which the rest of the
 * server shares (compression, files). More than the cores only time-slice 19 MiB working sets,
 * each evicting the others from the caches: sign-ins queue here instead (docs/performance.md,
 * "The request path"). It also bounds their memory to 19 MiB a place, whatever the burst.
 */
const slots = Math.max(
  1,
  Math.min(os.availableParallelism(), (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1),
);
const argon2 = createGate(slots);

/** Hashes a password with argon2id. */
export const hashPassword = (password: string) => argon2.run(() => hash(password, OPTIONS));

let dummy: Promise<string> | undefined;

/** Checks a password; with no stored hash it still spends the same time, so unknown users do not answer faster. */
export async function checkPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('timing-equalizer');
    const equalizer = await dummy;
    await argon2.run(() => verify(equalizer, password)).catch(() => false);
    return false;
  }
  return argon2.run(() => verify(stored, password)).catch(() => false);
}
