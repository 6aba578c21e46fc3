import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { emptyEnvelope, envelope } from '../common/envelope';
import { id } from '../common/fields';
import { MARKER_PERMISSIONS } from '../common/markers';
import { option } from '../common/paging';
import { permissionOf } from '../common/resource';
import { roleCatalogue, roleGrant, roleGrants, roleResource, viewAsRequest } from '../resources/role';

/** What replacing one kind of a role's grants changed. */
export const roleGrantChange = z.object({ added: z.array(z.number()), removed: z.array(z.number()) });

/** The three kinds of grants, each replaced on its own (`PUT /ums-role/<kind>`). */
export const ROLE_GRANT_KINDS = ['menus', 'buttons', 'resources'] as const;
export type RoleGrantKind = (typeof ROLE_GRANT_KINDS)[number];

const tag = 'role';
const query = permissionOf(roleResource, 'query');

const replaceGrants = (kind: RoleGrantKind) =>
  defineEndpoint({
    method: 'PUT',
    path: `/ums-role/${kind}`,
    permission: roleResource.extra.grant,
    tag,
    body: roleGrant,
    response: envelope(roleGrantChange),
  });

/** Roles beyond the standard routes: their grants and the preview as another role. */
export const roleEndpoints = {
  holdings: defineEndpoint({
    method: 'GET',
    path: '/ums-role/holdings',
    permission: query,
    tag,
    response: envelope(roleGrants),
  }),
  assignable: defineEndpoint({
    method: 'GET',
    path: '/ums-role/assignable',
    permission: 'signed-in',
    tag,
    summary: 'Roles the caller may give to users (strictly below its own); for the user form',
    response: envelope(z.array(option)),
  }),
  catalogue: defineEndpoint({
    method: 'GET',
    path: '/ums-role/catalogue',
    permission: query,
    tag,
    response: envelope(roleCatalogue),
  }),
  viewAs: defineEndpoint({
    method: 'POST',
    path: '/ums-role/view-as',
    permission: MARKER_PERMISSIONS.viewAs,
    tag,
    summary: 'Preview the console as a role below your own',
    body: viewAsRequest,
    response: emptyEnvelope,
  }),
  stopViewAs: defineEndpoint({
    method: 'DELETE',
    path: '/ums-role/view-as',
    permission: 'signed-in',
    tag,
    summary: 'Stop previewing another role',
    response: emptyEnvelope,
  }),
  grants: defineEndpoint({
    method: 'GET',
    path: '/ums-role/:id/grants',
    permission: query,
    tag,
    params: z.object({ id }),
    response: envelope(roleGrants),
  }),
  replaceGrants: {
    menus: replaceGrants('menus'),
    buttons: replaceGrants('buttons'),
    resources: replaceGrants('resources'),
  } satisfies Record<RoleGrantKind, unknown>,
};
