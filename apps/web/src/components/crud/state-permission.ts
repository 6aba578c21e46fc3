import { type ResourceDef, statePermission } from '@skin/contract';
import type { StateVerb } from './types';

/**
 * The permission that guards one of a resource's state changes (`system:user:enable`), the verb
 * named among the declaration's `states` so a renamed or misspelled verb fails to compile.
 */
export const verbPermission = <D extends Pick<ResourceDef, 'permission' | 'states'>>(
  def: D,
  verb: StateVerb<D>,
) => statePermission(def, verb);
