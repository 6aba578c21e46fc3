/**
 * The height cache of `@rc-component/virtual-list` (its `utils/CacheMap`), with the sum of the
 * heights kept as they are set. The list summed them on every change of the cache with
 * `Object.values(heights.maps).reduce(...)`: scrolling a 10,000-row table measures new rows every
 * frame, so each frame built an array of every height measured so far, and the garbage from it
 * ran major collections in the middle of the scroll (docs/performance.md, "Long lists in the
 * console"). `build/virtual-list.ts` hands the list this copy and makes it read `total`.
 * The rest is the library's, unchanged: `maps` is still a prototype-less object (the library
 * keeps it so for Firefox), `id` still moves on every `set`, and the records still hold the
 * previous values.
 */
export default class CacheMap {
  maps: Record<string, number> = Object.create(null);
  /** Moves on every `set`: the library's memos depend on it. */
  id = 0;
  /** The sum of every height in `maps`. */
  total = 0;
  diffRecords = new Map<React.Key, number | undefined>();

  set(key: React.Key, value: number) {
    const previous = this.maps[key as string];
    this.diffRecords.set(key, previous);
    this.maps[key as string] = value;
    this.total += value - (previous ?? 0);
    this.id += 1;
  }

  get(key: React.Key): number | undefined {
    return this.maps[key as string];
  }

  /** Forgets which keys changed (the library calls it once it has read them). */
  resetRecord() {
    this.diffRecords.clear();
  }

  getRecord() {
    return this.diffRecords;
  }
}
