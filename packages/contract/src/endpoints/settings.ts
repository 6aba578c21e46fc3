import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { emptyEnvelope, envelope } from '../common/envelope';
import { id } from '../common/fields';
import { pageOf, pageQuery } from '../common/paging';
import { permissionOf } from '../common/resource';
import { settingDiff, settingResource, settingVersion, settingVersionEntity } from '../resources/setting';

const tag = 'setting';
const params = z.object({ id });
const one = envelope(settingResource.entity);

/**
 * A setting's saves beyond creating it (docs/settings.md): each edit and restore names the version
 * it was based on and is refused (409 `settingChanged`, the difference in `data`) when another
 * save came first; a delete names the setting's English name.
 */
export const settingEndpoints = {
  /** The fields sent, on top of `baseVersion`, the version the form was opened at. */
  update: defineEndpoint({
    method: 'PATCH',
    path: `/${settingResource.path}`,
    permission: settingResource.extra.edit,
    tag,
    body: settingResource.update,
    response: one,
  }),
  /** Saves version `version` again, as the newest. */
  restore: defineEndpoint({
    method: 'POST',
    path: `/${settingResource.path}/id/:id/restore`,
    permission: settingResource.extra.edit,
    tag,
    params,
    body: z.strictObject({ version: settingVersion, baseVersion: settingVersion }),
    response: one,
  }),
  /** Deletes one setting; `confirmName` must be its English name exactly. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: `/${settingResource.path}/id/:id`,
    permission: settingResource.extra.delete,
    tag,
    params,
    query: z.object({ confirmName: z.string().max(64).default('') }),
    response: emptyEnvelope,
  }),
  /** The versions, newest first. */
  versions: defineEndpoint({
    method: 'GET',
    path: `/${settingResource.path}/id/:id/versions`,
    permission: permissionOf(settingResource, 'query'),
    tag,
    params,
    query: pageQuery,
    response: envelope(pageOf(settingVersionEntity)),
  }),
  /** From `from` (default: the version before `to`; 0: nothing) to `to`. */
  diff: defineEndpoint({
    method: 'GET',
    path: `/${settingResource.path}/id/:id/diff`,
    permission: permissionOf(settingResource, 'query'),
    tag,
    params,
    query: z.object({
      to: settingVersion,
      from: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
    }),
    response: envelope(settingDiff),
  }),
};
