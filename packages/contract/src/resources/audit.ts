import { z } from 'zod';
import { id } from '../common/fields';
import { defineResource } from '../common/resource';

export const auditEntity = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.number().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  outcome: z.enum(['ok', 'denied', 'failed']),
  ip: z.string().nullable(),
  detail: z.string().nullable(),
});

/** The audit log: sign-ins, refusals, permission changes and every write. Read-only. */
export const auditResource = defineResource({
  name: 'audit',
  path: 'audit-log',
  permission: 'system:audit',
  entity: auditEntity,
  create: z.strictObject({}),
  update: z.strictObject({ id }),
  filters: z.object({
    actorName: z.string().trim().max(32).optional(),
    action: z.string().trim().max(64).optional(),
    outcome: z.enum(['ok', 'denied', 'failed']).optional(),
  }),
  sorts: ['at', 'actorName', 'action', 'target', 'outcome', 'ip'],
  actions: ['query'],
  tenancy: { kind: 'tree', owner: 'actorId' },
  menus: [{ name: 'Audit', title: 'audit', path: 'audit', component: 'system/Audit', section: 'System' }],
  grants: { AGENT: ['query'] },
});
