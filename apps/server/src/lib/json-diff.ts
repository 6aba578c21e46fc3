/** A place that differs between two JSON values, by its path from the root (`$`). */
export interface JsonChange {
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Marks the side of a place that lacks it (a key or an index only the other side has). */
const MISSING = Symbol('missing');

const isObject = (v: unknown): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `$.name` where the key reads as a name, `$["a b"]` otherwise, so every path is unambiguous. */
const keyPath = (path: string, key: string) =>
  /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;

/**
 * The structural difference of two parsed JSON values: objects by key (in the order the keys
 * first appear), arrays by index, anything else by value. A value whose type changed (an object
 * turned into a list) is one change of the whole. Walked with a stack rather than recursion, and
 * stopped after `limit` changes; `more` says whether some were left out.
 */
export function jsonDiff(before: unknown, after: unknown, limit = Number.POSITIVE_INFINITY) {
  const changes: JsonChange[] = [];
  let more = false;
  /** A place still to compare; a side that lacks it is `MISSING`. */
  const stack: [string, unknown, unknown][] = [['$', before, after]];
  while (stack.length && !more) {
    const [path, a, b] = stack.pop()!;
    const next: [string, unknown, unknown][] = [];
    let change: JsonChange | undefined;
    if (a === MISSING) change = { path, kind: 'added', after: b };
    else if (b === MISSING) change = { path, kind: 'removed', before: a };
    else if (isObject(a) && isObject(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
        next.push([
          keyPath(path, key),
          Object.hasOwn(a, key) ? a[key] : MISSING,
          Object.hasOwn(b, key) ? b[key] : MISSING,
        ]);
    } else if (Array.isArray(a) && Array.isArray(b)) {
      for (let i = 0; i < Math.max(a.length, b.length); i++)
        next.push([`${path}[${i}]`, i < a.length ? a[i] : MISSING, i < b.length ? b[i] : MISSING]);
    } else if (a !== b) {
      // Two scalars that differ, or a value whose kind changed (a list where an object was).
      change = { path, kind: 'changed', before: a, after: b };
    }
    if (change) {
      if (changes.length >= limit) more = true;
      else changes.push(change);
    }
    // Reversed onto the stack, so changes come out in document order.
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]);
  }
  return { changes, more };
}

/**
 * How deep a JSON value nests (a scalar is 0, `[]` and `{}` are 1), counted without recursion
 * and given up as soon as it passes `max`.
 */
export function jsonDepth(value: unknown, max: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    const here = depth + 1;
    if (here > deepest) deepest = here;
    if (deepest > max) return deepest;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, here]);
  }
  return deepest;
}
