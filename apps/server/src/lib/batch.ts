/**
 * Loads by key in batches: the keys asked for while the event loop takes in what has arrived (one
 * turn of it, up to `setImmediate`) are loaded together by one call of `loadMany`, and each caller
 * gets its own key's value. Every key is still loaded after it was asked for, never from an earlier
 * answer. A failed load fails every caller of its batch.
 */
export function createBatcher<K, V>(loadMany: (keys: K[]) => Promise<Map<K, V>>, maxBatch = 256) {
  let pending = new Map<K, { resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[]>();
  let scheduled = false;

  function flush() {
    scheduled = false;
    const batch = pending;
    pending = new Map();
    const keys = [...batch.keys()];
    for (let i = 0; i < keys.length; i += maxBatch) {
      const slice = keys.slice(i, i + maxBatch);
      // A loader that throws before its promise is a failed load too, not an uncaught error.
      new Promise<Map<K, V>>((resolve) => resolve(loadMany(slice))).then(
        (found) => {
          for (const k of slice) for (const w of batch.get(k) ?? []) w.resolve(found.get(k));
        },
        (e) => {
          for (const k of slice) for (const w of batch.get(k) ?? []) w.reject(e);
        },
      );
    }
  }

  return (key: K) =>
    new Promise<V | undefined>((resolve, reject) => {
      const waiting = pending.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}

/**
 * A read whose answer is the same for everyone who asks with the same key (the platform's kept
 * counts and dashboard figures, which every platform caller reads alike): the callers that ask in
 * one turn of the event loop share one run per key, started after the last of them asked (as
 * `createBatcher` loads), so no caller is answered from a read made before it asked. The answer
 * is handed to all of them as it is: callers read it and never change it.
 */
export function createSharedRead<K, V>(read: (key: K) => Promise<V>) {
  const batched = createBatcher<K, V>(
    async (keys) => new Map(await Promise.all(keys.map(async (key) => [key, await read(key)] as const))),
  );
  return async (key: K): Promise<V> => (await batched(key)) as V;
}
