import type { ReactNode } from 'react';
import type { NonEmpty } from './access-rules';
import { useHasRole } from './use-access';

type Props = { roles: NonEmpty<string>; children: ReactNode; fallback?: ReactNode };

/**
 * Renders its children only for a user holding one of `roles` (docs/roles.md, "Markers and the
 * console's gates").
 */
export function HasRole({ roles, children, fallback = null }: Props) {
  return useHasRole(roles) ? children : fallback;
}
