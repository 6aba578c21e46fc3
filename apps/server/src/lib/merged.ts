/** What `{ ...base, ...extra }` is typed as: `extra`'s keys over `base`'s. */
export type Merged<A, B> = { [K in keyof A as K extends keyof B ? never : K]: A[K] } & {
  [K in keyof B]: B[K];
};

/**
 * `{ ...base, ...extra }` for objects made on every request, where `extra` brings keys `base`
 * lacks (a list's query with its dates read, a scope's parameters with its ids).
 *
 * On Node 20's V8 an object made by a spread does not keep the hidden class (map) it moves to
 * when it gets a property the spread did not give it: once the spread's inline cache has taken
 * its fast path (after a few calls), every such object gets a new map for each added key,
 * whether the key comes in the same literal (`{ ...q, testedFrom }`), in a second spread or in
 * an assignment after it. A key the spread already gave is only overwritten. The maps are made
 * in the old generation, so a hot path that does it fills the old generation with garbage at
 * request speed and brings V8's full collections into bursts of load (docs/performance.md,
 * "Hidden classes made per request"). Copied onto a fresh literal, the object follows the
 * transitions every other one took.
 *
 * Only for objects of the server's own making: an own `__proto__` key (as JSON.parse makes from a
 * request body) would set the copy's prototype here, where a spread would copy it as data.
 */
export function merged<A extends object, B extends object>(base: A, extra: B): Merged<A, B> {
  return Object.assign({}, base, extra);
}
