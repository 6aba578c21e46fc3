import { z } from 'zod';
import { optionalText, patchOf, requiredText } from '../common/fields';
import { defineResource } from '../common/resource';

/** Agreement HTML files a device type carries (docs/product-rules.md, "Fields and codes"). */
export const AGREEMENT_KINDS = [
  'userAgreement',
  'personalInfoList',
  'privacyPolicy',
  'minorsRules',
  'thirdPartySdk',
] as const;
/** Image files a device type carries. */
export const IMAGE_KINDS = [
  'mainLogo',
  'deviceManagerActiveBig',
  'deviceManagerPassiveBig',
  'homePageBigLog',
  'detectionResultLogo',
] as const;
export type FileKind = (typeof AGREEMENT_KINDS)[number] | (typeof IMAGE_KINDS)[number];
export const FILE_KINDS = [...AGREEMENT_KINDS, ...IMAGE_KINDS] as const;

/** A stored upload as the API shows it. */
export const storedFile = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
  url: z.string(),
});
export type StoredFile = z.infer<typeof storedFile>;

/** Hardware models are codes printed on the device: letters, digits, dash, dot, underscore. */
export const hardwareModel = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/,
    'Hardware model is 1-64 letters, digits, dot, dash or underscore',
  );

export const deviceTypeEntity = z.object({
  id: z.number(),
  name: z.string(),
  hardwareModel: z.string(),
  remark: z.string().nullable(),
  miniProgram: z.string().nullable(),
  files: z.record(z.string(), storedFile),
  createdAt: z.string(),
});

const fileIds = z
  .partialRecord(z.enum(FILE_KINDS), z.uuid().nullable())
  .optional()
  .describe('File id per kind (from POST /files); null removes the file');
const fields = {
  name: requiredText(64),
  hardwareModel,
  remark: optionalText(255),
  miniProgram: optionalText(512),
  files: fileIds,
};

/** Device types (models): agreement files and images the analyzers show. */
export const deviceTypeResource = defineResource({
  name: 'deviceType',
  path: 'device-type',
  permission: 'business:device-type',
  entity: deviceTypeEntity,
  create: z.strictObject(fields),
  update: patchOf(fields),
  filters: z.object({
    name: z.string().trim().max(64).optional(),
    hardwareModel: z.string().trim().max(64).optional(),
  }),
  sorts: ['name', 'hardwareModel', 'createdAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  extra: { upload: 'business:device-type:upload' },
  tenancy: { kind: 'platform' },
  // Every role reads the models (filters and labels); only platform staff manage them.
  menus: [
    {
      name: 'DeviceType',
      title: 'deviceType',
      path: 'type',
      component: 'device/DeviceType',
      section: 'Device',
      roles: ['OPERATOR'],
    },
  ],
  grants: { AGENT: ['query'], MERCHANT: ['query'], STORE_MANAGER: ['query'], SALESMAN: ['query'] },
});

/** Largest agreement page and image a device type accepts. */
export const DEVICE_TYPE_FILE_LIMITS = { agreement: 1024 * 1024, image: 5 * 1024 * 1024 } as const;
export type DeviceType = z.infer<typeof deviceTypeEntity>;
