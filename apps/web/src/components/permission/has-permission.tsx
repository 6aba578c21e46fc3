import type { ReactNode } from 'react';
import type { NonEmpty } from './access-rules';
import { useHasPermission } from './use-access';

type Props = { perms: NonEmpty<string>; children: ReactNode; fallback?: ReactNode };

/**
 * Renders its children only for a user holding one of `perms`; otherwise the element is removed
 * (docs/roles.md, "Markers and the console's gates").
 */
export function HasPermission({ perms, children, fallback = null }: Props) {
  return useHasPermission(perms) ? children : fallback;
}
