import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { emptyEnvelope, envelope } from '../common/envelope';
import { id } from '../common/fields';
import { option } from '../common/paging';
import { permissionOf } from '../common/resource';
import { featureEntity } from '../resources/feature';
import { userFeatureGrant, userResetPassword, userResource } from '../resources/user';

/** A role's code in a path (`AGENT`, `STORE_MANAGER`). */
export const roleCodeParam = z.string().regex(/^[A-Z][A-Z0-9_]{1,31}$/);

const tag = 'user';
const { extra } = userResource;

/** Users beyond the standard routes: password reset, the selectors' users, feature grants. */
export const userEndpoints = {
  resetPassword: defineEndpoint({
    method: 'PATCH',
    path: '/ums-user/password',
    permission: extra.resetPassword,
    tag,
    body: userResetPassword,
    response: emptyEnvelope,
  }),
  agents: defineEndpoint({
    method: 'GET',
    path: '/ums-user/agent',
    permission: permissionOf(userResource, 'query'),
    tag,
    response: envelope(z.array(option)),
  }),
  subUsers: defineEndpoint({
    method: 'GET',
    path: '/ums-user/subUser/:userId/:roleCode',
    permission: 'signed-in',
    tag,
    params: z.object({ userId: id, roleCode: roleCodeParam }),
    response: envelope(z.array(option)),
  }),
  withRole: defineEndpoint({
    method: 'GET',
    path: '/ums-user/role/:roleCode',
    permission: 'signed-in',
    tag,
    summary: 'Users the caller sees whose role has this code (merchant and salesperson pickers)',
    params: z.object({ roleCode: roleCodeParam }),
    response: envelope(z.array(option)),
  }),
  grantableFeatures: defineEndpoint({
    method: 'GET',
    path: '/ums-user/feature',
    permission: extra.feature,
    tag,
    response: envelope(z.array(featureEntity)),
  }),
  homePageFeatures: defineEndpoint({
    method: 'GET',
    path: '/ums-user/feature/home-page',
    permission: 'signed-in',
    tag,
    response: envelope(z.array(featureEntity)),
  }),
  featureIds: defineEndpoint({
    method: 'GET',
    path: '/ums-user/:id/feature/ids',
    permission: extra.feature,
    tag,
    params: z.object({ id }),
    response: envelope(z.array(z.number())),
  }),
  grantFeatures: defineEndpoint({
    method: 'POST',
    path: '/ums-user/feature',
    permission: extra.feature,
    tag,
    body: userFeatureGrant,
    response: emptyEnvelope,
  }),
};
