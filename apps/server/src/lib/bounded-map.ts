/**
 * A map for a per-instance memory of things seen (statements, tokens, grants, subtree sizes) that
 * holds at most `max` entries: a new key past that starts the memory over. Every entry it holds
 * can be computed again, so forgetting them all at once costs a few recomputations and nothing
 * else, and it is cheaper on the hot path than any eviction order (no bookkeeping per hit). A key
 * it already holds is replaced in place, so updating an entry never empties a full map.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(readonly max: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.max && !this.has(key)) this.clear();
    return super.set(key, value);
  }
}
