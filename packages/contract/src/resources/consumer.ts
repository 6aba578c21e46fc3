import { z } from 'zod';
import { flag, id, optionalText, patchOf, phoneInput, requiredText } from '../common/fields';
import { defineResource } from '../common/resource';

export const CONSUMER_SEXES = ['male', 'female', 'secrecy'] as const;
export const MARITAL_STATUSES = ['unmarried', 'married'] as const;

export const consumerEntity = z.object({
  id: z.number(),
  storeId: z.number(),
  storeName: z.string(),
  /** The store's country: the console shows a phone of that country in its national format. */
  storeCountry: z.string(),
  name: z.string(),
  sex: z.enum(CONSUMER_SEXES),
  /** E.164 (`+8613800138000`, `+34612345678`): docs/skin-tests.md, "Consumers' phones". */
  phone: z.string(),
  email: z.string().nullable(),
  birthday: z.string().nullable(),
  maritalStatus: z.enum(MARITAL_STATUSES).nullable(),
  hasChildren: z.boolean().nullable(),
  hadMedicalBeauty: z.boolean().nullable(),
  career: z.string().nullable(),
  area: z.string().nullable(),
  address: z.string().nullable(),
  /** Improvement questions the consumer chose. */
  problemIds: z.array(z.number()),
  remark: z.string().nullable(),
  testCount: z.number(),
  lastTestAt: z.string().nullable(),
  /**
   * Archived: out of the lists and selectors, tests and reports kept (a consumer with tests is
   * archived rather than deleted; docs/skin-tests.md, "Consumers").
   */
  archived: z.boolean(),
  /** Registration time. */
  createdAt: z.string(),
});

/** A calendar day, `YYYY-MM-DD`, that exists and is not in the future. */
const pastDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Not a valid date')
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'Not a valid date',
  )
  .refine((d) => d >= '1900-01-01' && Date.parse(`${d}T00:00:00Z`) <= Date.now(), 'Not a valid date');

/** Yes / no / not said: a question the consumer may leave unanswered. */
const answer = flag.nullish().transform((v) => v ?? null);

const fields = {
  storeId: id,
  name: requiredText(64),
  sex: z.enum(CONSUMER_SEXES).default('secrecy'),
  /**
   * A phone of the store's country, checked against it by the server and stored in E.164; unique
   * in the store (docs/skin-tests.md, "Consumers' phones").
   */
  phone: phoneInput,
  email: z
    .string()
    .trim()
    .max(128)
    .email('E-mail format error')
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v : null)),
  birthday: pastDay
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v : null)),
  maritalStatus: z
    .enum(MARITAL_STATUSES)
    .nullish()
    .transform((v) => v ?? null),
  hasChildren: answer,
  hadMedicalBeauty: answer,
  career: optionalText(64),
  area: optionalText(128),
  address: optionalText(255),
  problemIds: z.array(id).max(50).default([]),
  remark: optionalText(255),
};

/** A store's consumers: served by the store's staff, seen by its merchant and everyone above. */
export const consumerResource = defineResource({
  name: 'consumer',
  path: 'consumer',
  permission: 'business:consumer',
  entity: consumerEntity,
  create: z.strictObject(fields),
  update: patchOf(fields),
  filters: z.object({
    name: z.string().trim().max(64).optional(),
    /** Digits as typed, with or without the country's code (`612 345`, `+34 612`). */
    phone: z.string().trim().max(32).optional(),
    sex: z.enum(CONSUMER_SEXES).optional(),
    storeId: id.optional(),
    merchantId: id.optional(),
    agentId: id.optional(),
    /** 1: the archived consumers; otherwise those in use. */
    archived: z.coerce.number().int().min(0).max(1).optional(),
  }),
  sorts: ['name', 'birthday', 'testCount', 'lastTestAt', 'createdAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  states: { archive: { field: 'archived', value: z.boolean() } },
  // Erasing a consumer with its tests and photos (a person's right to be forgotten): platform staff.
  extra: { erase: 'business:consumer:erase' },
  tenancy: { kind: 'store', store: 'storeId' },
  menus: [
    { name: 'Consumer', title: 'consumer', path: 'consumer', component: 'store/Consumer', section: 'Store' },
  ],
  grants: {
    AGENT: ['query'],
    MERCHANT: ['query', 'add', 'edit', 'delete', 'archive'],
    STORE_MANAGER: ['query', 'add', 'edit', 'delete', 'archive'],
  },
});

/** `POST /consumer/id/:id/erase`: the number of tests the confirmation named, to be erased with it. */
export const consumerErase = z.strictObject({ tests: z.number().int().min(0).max(1_000_000) });
export type Consumer = z.infer<typeof consumerEntity>;
