import { z } from 'zod';
import { id, optionalText, patchOf, requiredText } from '../common/fields';
import { defineResource } from '../common/resource';

export const feedbackEntity = z.object({
  id: z.number(),
  storeId: z.number(),
  storeName: z.string(),
  deviceName: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  response: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
const fields = {
  storeId: id,
  deviceName: optionalText(64),
  title: requiredText(128),
  content: requiredText(2000),
  remark: optionalText(255),
};

/** Feedback from stores about their devices; platform staff and the owning agent respond. */
export const feedbackResource = defineResource({
  name: 'feedback',
  path: 'feedback',
  permission: 'business:feedback',
  entity: feedbackEntity,
  create: z.strictObject(fields),
  update: patchOf(fields),
  filters: z.object({ title: z.string().trim().max(128).optional(), storeId: id.optional() }),
  sorts: ['deviceName', 'title', 'createdAt'],
  actions: ['query', 'add', 'delete'],
  extra: { respond: 'business:feedback:respond' },
  tenancy: { kind: 'store', store: 'storeId' },
  menus: [
    {
      name: 'Feedback',
      title: 'feedback',
      path: 'feedback',
      component: 'device/Feedback',
      section: 'Device',
    },
  ],
  grants: {
    AGENT: ['query', 'respond'],
    MERCHANT: ['query', 'add'],
    STORE_MANAGER: ['query', 'add'],
  },
});
export const feedbackRespond = z.strictObject({ id, response: requiredText(2000) });
