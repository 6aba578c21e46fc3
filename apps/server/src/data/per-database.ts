import type { Db } from '../db/client';

/**
 * A data module made once per database, however many services ask for it: its lists' prepared
 * statements and its caches exist once, and every caller shares them.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let module = made.get(db);
    if (module === undefined) {
      module = make(db);
      made.set(db, module);
    }
    return module;
  };
}
