import { z } from 'zod';
import { COUNTRY_CODES, DEFAULT_COUNTRY, DEFAULT_STORE_LANGUAGE } from '../common/countries';
import { id, optionalText, patchOf, requiredText } from '../common/fields';
import { LANGUAGE_CODES } from '../common/languages';
import { defineResource } from '../common/resource';

export const storeEntity = z.object({
  id: z.number(),
  name: z.string(),
  merchantId: z.number(),
  merchantName: z.string(),
  managerId: z.number().nullable(),
  managerUsername: z.string().nullable(),
  area: z.string(),
  /** ISO 3166-1 alpha-2: the default country of its consumers' phones. */
  country: z.string(),
  /** One of the console's languages: the language of the store's printed reports. */
  language: z.string(),
  address: z.string().nullable(),
  managerName: z.string().nullable(),
  managerSex: z.number().nullable(),
  phone: z.string().nullable(),
  remark: z.string().nullable(),
  /** The logo printed on the store's reports (an upload from `POST /store/logo`). */
  logoFileId: z.string().nullable(),
  createdAt: z.string(),
});
const fields = {
  name: requiredText(64),
  merchantId: id,
  /** The store's manager account (the product's store 'username'): a store manager under the merchant. */
  managerId: id.nullish(),
  area: requiredText(128),
  country: z.enum(COUNTRY_CODES).default(DEFAULT_COUNTRY),
  language: z.enum(LANGUAGE_CODES).default(DEFAULT_STORE_LANGUAGE),
  address: optionalText(255),
  managerName: optionalText(64),
  managerSex: z.coerce.number().int().min(0).max(1).nullish(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{5,20}$/, 'phone number format error')
    .nullish(),
  remark: optionalText(255),
  logoFileId: z.uuid().nullish(),
};

/** Stores of merchants: visible to the merchant, everyone above it, and the store's manager account. */
export const storeResource = defineResource({
  name: 'store',
  path: 'store',
  permission: 'business:store',
  entity: storeEntity,
  create: z.strictObject(fields),
  update: patchOf(fields),
  filters: z.object({
    name: z.string().trim().max(64).optional(),
    merchantId: id.optional(),
    country: z.enum(COUNTRY_CODES).optional(),
  }),
  sorts: ['name', 'area', 'managerName', 'phone', 'createdAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  /** Uploading a logo (it is kept by saving the store, which needs add or edit). */
  extra: { logo: 'business:store:logo' },
  tenancy: { kind: 'store', store: 'id' },
  menus: [
    { name: 'StoreList', title: 'store', path: 'list', component: 'store/StoreList', section: 'Store' },
  ],
  grants: {
    AGENT: ['query', 'add', 'edit', 'delete', 'logo'],
    MERCHANT: ['query', 'add', 'edit', 'logo'],
    STORE_MANAGER: ['query'],
  },
});
export type Store = z.infer<typeof storeEntity>;
