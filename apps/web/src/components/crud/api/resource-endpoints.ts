import { crudEndpoints, type ResourceDef } from '@skin/contract';

const made = new WeakMap<ResourceDef, ReturnType<typeof crudEndpoints>>();

/**
 * The standard endpoints of a resource (`crudEndpoints`, the same the server registers), made
 * once per declaration: the kit's calls are typed by them and build their paths from them.
 */
export function resourceEndpoints<D extends ResourceDef>(def: D): ReturnType<typeof crudEndpoints<D>> {
  let endpoints = made.get(def);
  if (!endpoints) {
    endpoints = crudEndpoints(def);
    made.set(def, endpoints);
  }
  return endpoints as ReturnType<typeof crudEndpoints<D>>;
}
