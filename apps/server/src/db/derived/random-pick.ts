import type { Query } from './definitions';

// What the random writes (random-writes.ts) pick their rows and values with: the caller's seeded
// generator, so that a seed repeats a run.

/** A seeded generator of numbers in [0, 1) (mulberry32): the same seed, the same writes. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Writer {
  query: Query;
  random: () => number;
  /** Names this writer's rows apart from every other writer's (serial numbers, names are unique). */
  name: string;
  written: number;
}

export const int = (w: Writer, n: number) => Math.floor(w.random() * n);
export const oneOf = <T>(w: Writer, list: readonly T[]): T => list[int(w, list.length)];
export const tag = (w: Writer) => `DK-${w.name}-${++w.written}`;
export const sqlValue = (v: string | number | null) =>
  v === null ? 'null' : typeof v === 'number' ? v : `'${v}'`;

async function ids(w: Writer, table: string, where = 'true'): Promise<number[]> {
  return (await w.query(`select id from ${table} where ${where} order by id`)).map((r) => Number(r.id));
}
/** A row's id picked at random, or null when there is none. */
export const pick = async (w: Writer, table: string, where?: string) => {
  const found = await ids(w, table, where);
  return found.length ? oneOf(w, found) : null;
};
/** A user below the root, with its path and parent. */
export async function pickUser(w: Writer): Promise<{ id: number; path: string } | null> {
  const users = await w.query('select id, path from users where parent_id is not null order by id');
  return users.length ? (oneOf(w, users) as { id: number; path: string }) : null;
}
/** A place for a device: a store (with or without a holder), a holder outside a store, or nowhere. */
export async function place(w: Writer) {
  const r = w.random();
  const store = r < 0.5 ? await pick(w, 'stores') : null;
  const agent = r < 0.25 || r >= 0.85 ? null : await pick(w, 'users');
  return `${store ?? 'null::int'}, ${agent ?? 'null::int'}`;
}
export const someIds = async (w: Writer, table: string) => {
  const found = await ids(w, table);
  return (
    [...new Set(Array.from({ length: 1 + int(w, 3) }, () => oneOf(w, found)))].filter(Boolean).join(', ') ||
    '0'
  );
};
export const testedAt = (w: Writer) =>
  `timestamptz '2026-03-01 00:00:00+00' + make_interval(mins => ${int(w, 4 * 24 * 60)})`;

export type Write = (w: Writer) => Promise<string | undefined>;
