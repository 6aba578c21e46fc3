import {
  grantedMenus,
  grantedPermissions,
  MARKER_PERMISSIONS,
  type RoleCode,
  resources,
  SEEDED_LABELS,
} from '@skin/contract';
import { PROFILE_SCREENS } from './menus';

/** A seeded role: its place in the tree, the screens it opens and the permissions it holds. */
export interface RoleSeed {
  code: RoleCode;
  name: string;
  parent: RoleCode | null;
  dataScope: 1 | 2;
  /** Permissions that are not a resource action (markers). */
  markers?: string[];
}

/**
 * The role tree: platform staff -> agents -> merchants -> store managers; agents also employ
 * salespeople. What each role may do is declared by the resources (`grants` and `menus` in
 * `packages/contract`); docs/roles.md tabulates it.
 */
export const ROLE_SEED: RoleSeed[] = [
  { code: 'ADMIN', name: SEEDED_LABELS['role.ADMIN'], parent: null, dataScope: 1 },
  {
    code: 'OPERATOR',
    name: SEEDED_LABELS['role.OPERATOR'],
    parent: 'ADMIN',
    dataScope: 1,
    markers: [MARKER_PERMISSIONS.viewAs],
  },
  {
    code: 'AGENT',
    name: SEEDED_LABELS['role.AGENT'],
    parent: 'ADMIN',
    dataScope: 2,
    markers: [MARKER_PERMISSIONS.agent],
  },
  { code: 'MERCHANT', name: SEEDED_LABELS['role.MERCHANT'], parent: 'AGENT', dataScope: 2 },
  { code: 'STORE_MANAGER', name: SEEDED_LABELS['role.STORE_MANAGER'], parent: 'MERCHANT', dataScope: 2 },
  { code: 'SALESMAN', name: SEEDED_LABELS['role.SALESMAN'], parent: 'AGENT', dataScope: 2 },
];

/** The screens a seeded role opens: every screen its resources grant it, and its own profile. */
export const seededMenus = (role: RoleSeed) => [
  ...resources.flatMap((def) => grantedMenus(def, role.code).map((m) => m.name)),
  ...PROFILE_SCREENS.map((m) => m.name),
];

/** The permissions a seeded role holds: its resources' grants and its markers. */
export const seededPermissions = (role: RoleSeed) => [
  ...resources.flatMap((def) => grantedPermissions(def, role.code)),
  ...(role.markers ?? []),
];
