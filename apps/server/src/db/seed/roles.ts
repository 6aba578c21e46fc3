import {
  grantedMenus,
  grantedPermissions,
  MARKER_PERMISSIONS,
  type RoleCode,
  resources,
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
  { code: 'ADMIN', name: 'Platform administrator', parent: null, dataScope: 1 },
  {
    code: 'OPERATOR',
    name: 'Platform operator',
    parent: 'ADMIN',
    dataScope: 1,
    markers: [MARKER_PERMISSIONS.viewAs],
  },
  { code: 'AGENT', name: 'Agent', parent: 'ADMIN', dataScope: 2, markers: [MARKER_PERMISSIONS.agent] },
  { code: 'MERCHANT', name: 'Merchant', parent: 'AGENT', dataScope: 2 },
  { code: 'STORE_MANAGER', name: 'Store manager', parent: 'MERCHANT', dataScope: 2 },
  { code: 'SALESMAN', name: 'Salesperson', parent: 'AGENT', dataScope: 2 },
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
