import { z } from 'zod';
import { id, optionalText, patchOf, requiredText, state } from '../common/fields';
import { defineResource } from '../common/resource';

/** Goods are products used at home or instruments used in the store. */
export const GOODS_TYPES = ['product', 'instrument'] as const;
/** The goods categories, in the product's order (docs/product-rules.md, "Fields and codes"). */
export const GOODS_CATEGORIES = [
  'makeupRemoval',
  'cleansing',
  'cleansingMask',
  'exfoliating',
  'essence',
  'toner',
  'lotion',
  'mask',
  'eyeCare',
  'sunscreen',
  'coffret',
  'serum',
  'oil',
  'dailyCare',
  'dailyClean',
  'dailySunscreen',
  'professionalCare',
] as const;
/** How a goods page is laid out in the analyzer's report: pictures with text, or text only. */
export const DISPLAY_METHODS = ['graphic', 'text'] as const;
/** Prices are stored in cents (fen); at most ten million yuan. */
export const cents = z.coerce.number().int().min(0).max(1_000_000_000);

export const goodsEntity = z.object({
  id: z.number(),
  ownerId: z.number().nullable(),
  ownerName: z.string().nullable(),
  type: z.enum(GOODS_TYPES),
  name: z.string(),
  price: z.number(),
  crossedPrice: z.number().nullable(),
  iconFileId: z.string().nullable(),
  iconUrl: z.string().nullable(),
  purpose: z.string().nullable(),
  category: z.enum(GOODS_CATEGORIES).nullable(),
  useScenarios: z.string().nullable(),
  specifications: z.string().nullable(),
  recommendedReason: z.string().nullable(),
  displayMethod: z.enum(DISPLAY_METHODS),
  recommendedCrowd: z.string().nullable(),
  notApplicableCrowd: z.string().nullable(),
  component: z.string().nullable(),
  introduction: z.string().nullable(),
  hyperlink: z.string().nullable(),
  /** 1 up (offered), 0 down. */
  shelf: z.number(),
  remark: z.string().nullable(),
  updatedAt: z.string(),
});
const fields = {
  /** An agent (or anyone below the caller) the goods belong to; none: a platform default. */
  ownerId: id.nullish(),
  type: z.enum(GOODS_TYPES),
  name: requiredText(64),
  price: cents,
  crossedPrice: cents.nullish(),
  /** An uploaded image (POST /goods/upload), checked to be a JPG or PNG. */
  iconFileId: z.uuid().nullish(),
  purpose: optionalText(255),
  category: z.enum(GOODS_CATEGORIES).nullish(),
  useScenarios: optionalText(255),
  specifications: optionalText(255),
  recommendedReason: optionalText(1000),
  displayMethod: z.enum(DISPLAY_METHODS).default('graphic'),
  recommendedCrowd: optionalText(255),
  notApplicableCrowd: optionalText(255),
  component: optionalText(1000),
  introduction: optionalText(5000),
  hyperlink: z
    .string()
    .trim()
    .max(512)
    .regex(/^https?:\/\/\S+$/, 'The link must start with http:// or https://')
    .nullish(),
  remark: optionalText(255),
};

/** Goods (products and instruments) recommended in reports; platform defaults and agents' own. */
export const goodsResource = defineResource({
  name: 'goods',
  path: 'goods',
  permission: 'skin:goods',
  entity: goodsEntity,
  create: z.strictObject({ ...fields, shelf: state.default(1) }),
  update: patchOf(fields),
  filters: z.object({
    name: z.string().trim().max(64).optional(),
    type: z.enum(GOODS_TYPES).optional(),
    category: z.enum(GOODS_CATEGORIES).optional(),
    shelf: state.optional(),
    ownerId: id.optional(),
  }),
  sorts: ['name', 'price', 'updatedAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  extra: { upload: 'skin:goods:upload', batch: 'skin:goods:batch' },
  states: { shelf: { field: 'shelf', value: state } },
  tenancy: { kind: 'catalogue', owner: 'ownerId' },
  menus: [
    { name: 'Goods', title: 'goods', path: 'goods', component: 'skin/Goods', section: 'Skin' },
    {
      name: 'GoodsUpload',
      title: 'goodsUpload',
      path: 'goods-upload',
      component: 'skin/GoodsUpload',
      section: 'Skin',
      roles: ['ADMIN', 'OPERATOR', 'AGENT'],
    },
  ],
  grants: {
    AGENT: ['query', 'add', 'edit', 'delete', 'shelf', 'upload', 'batch'],
    MERCHANT: ['query'],
    STORE_MANAGER: ['query'],
  },
});
export type Goods = z.infer<typeof goodsEntity>;
