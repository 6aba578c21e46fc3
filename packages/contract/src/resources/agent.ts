import { z } from 'zod';
import { flag, id, loginPassword, optionalText, patchOf, requiredText, state } from '../common/fields';
import { defineResource } from '../common/resource';

/** Agent levels: first-level agents sign up second-level ones beneath them. */
export const AGENT_LEVELS = [1, 2] as const;

export const agentEntity = z.object({
  id: z.number(),
  userId: z.number(),
  username: z.string(),
  parentId: z.number().nullable(),
  name: z.string(),
  agentLevel: z.number(),
  chinaMainland: z.boolean(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  state: z.number(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});

const agentFields = {
  name: requiredText(64),
  agentLevel: z.coerce.number().int().min(1).max(2).default(1),
  chinaMainland: flag.default(true),
  phone: optionalText(20),
  address: optionalText(255),
  remark: optionalText(255),
};

/** Agents: users with the agent role plus their business details. Creating one creates its sign-in. */
export const agentResource = defineResource({
  name: 'agent',
  path: 'agent',
  permission: 'system:agent-manage',
  entity: agentEntity,
  create: z.strictObject({
    ...agentFields,
    username: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.-]{3,32}$/, 'Username must be 3-32 letters or digits'),
    password: loginPassword,
    parentId: id.optional(),
  }),
  update: patchOf(agentFields),
  filters: z.object({
    name: z.string().trim().max(64).optional(),
    agentLevel: z.coerce.number().int().min(1).max(2).optional(),
  }),
  sorts: ['name', 'agentLevel', 'chinaMainland', 'phone', 'createdAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  states: { enable: { field: 'state', value: state } },
  tenancy: { kind: 'tree', owner: 'userId' },
  menus: [{ name: 'Agent', title: 'agent', path: 'agent', component: 'system/Agent', section: 'System' }],
});
