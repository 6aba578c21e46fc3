import { z } from 'zod';
import { id, MAX_INT, optionalText, patchOf, requiredText } from '../common/fields';
import { defineResource } from '../common/resource';

/**
 * What a setting is about: a fixed choice, like a dictionary's entries, but declared here so the
 * server checks it without a lookup and the console names each kind in every language
 * (docs/settings.md, "Type").
 */
export const SETTING_TYPES = ['system', 'app', 'device', 'report', 'other'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

/** Longest JSON parameter, in characters (64 KB of text). */
export const SETTING_PARAMETER_MAX = 65_536;
/** Deepest nesting of the JSON parameter: deeper documents are refused before they are compared. */
export const SETTING_JSON_DEPTH_MAX = 64;

/** A version number as it arrives: 1 is the first save. */
export const settingVersion = z.coerce.number().int().min(1).max(MAX_INT);

export const settingEntity = z.object({
  id: z.number(),
  nameZh: z.string(),
  nameEn: z.string(),
  type: z.enum(SETTING_TYPES),
  parentId: z.number().nullable(),
  /** The parent's English name, for the list. */
  parentName: z.string().nullable(),
  /** The JSON as it was typed (its layout kept); it always parses. */
  parameter: z.string(),
  remark: z.string().nullable(),
  /** The latest version: an edit sends it back as `baseVersion`. */
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Setting = z.infer<typeof settingEntity>;

const fields = {
  nameZh: requiredText(64),
  nameEn: requiredText(64),
  type: z.enum(SETTING_TYPES),
  parentId: id.nullish(),
  // Bounded here; whether it parses is the server's check, answered with the product's message.
  parameter: z.string().max(SETTING_PARAMETER_MAX).default('{}'),
  remark: optionalText(255),
};

/**
 * System settings: named JSON parameters kept with every version saved (docs/settings.md). Only
 * platform staff have them. Editing and deleting are routes of their own (endpoints/settings.ts):
 * an edit names the version it was based on, a delete the setting's English name.
 */
export const settingResource = defineResource({
  name: 'setting',
  path: 'setting',
  permission: 'system:setting',
  entity: settingEntity,
  create: z.strictObject(fields),
  update: patchOf(fields).extend({ baseVersion: settingVersion }),
  filters: z.object({
    /** Either name, any case. */
    name: z.string().trim().max(64).optional(),
    type: z.enum(SETTING_TYPES).optional(),
  }),
  sorts: ['nameZh', 'nameEn', 'type', 'createdAt'],
  actions: ['query', 'add'],
  extra: { edit: 'system:setting:edit', delete: 'system:setting:delete' },
  tenancy: { kind: 'platform' },
  menus: [
    {
      // Beside the app's index and discovery content, which the settings configure.
      name: 'Setting',
      title: 'setting',
      path: 'setting',
      component: 'settings/Setting',
      section: 'App',
    },
  ],
});

/** One saved version of a setting, without its JSON (the list of a setting's history). */
export const settingVersionEntity = z.object({
  version: z.number(),
  /** What made it: the first save, an edit, or a restore of `restoredFrom`. */
  action: z.enum(['create', 'update', 'restore']),
  restoredFrom: z.number().nullable(),
  nameZh: z.string(),
  nameEn: z.string(),
  type: z.enum(SETTING_TYPES),
  parentId: z.number().nullable(),
  remark: z.string().nullable(),
  /** Who saved it (the account's name as it was then). */
  savedBy: z.string().nullable(),
  savedAt: z.string(),
});
export type SettingVersion = z.infer<typeof settingVersionEntity>;

/**
 * One difference between two versions. A plain field is named by its key (`nameEn`); a place in
 * the JSON by its path below `parameter` (`$.sms.retries`, `$.hosts[2]`). Values are as shown:
 * plain fields as text, JSON values as JSON text; null where the side has none.
 */
export const settingChange = z.object({
  path: z.string(),
  kind: z.enum(['added', 'removed', 'changed']),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type SettingChange = z.infer<typeof settingChange>;

/** The difference from one version to another (`from` 0: from nothing, everything is added). */
export const settingDiff = z.object({
  from: z.number(),
  to: z.number(),
  changes: z.array(settingChange),
  /** More changes than `SETTING_DIFF_MAX` exist: the first are listed. */
  truncated: z.boolean(),
});
export type SettingDiff = z.infer<typeof settingDiff>;
/** At most this many changes are listed in a difference. */
export const SETTING_DIFF_MAX = 1000;

/**
 * The `data` of a save refused because someone saved the setting meanwhile (409
 * `settingChanged`): the difference from the version the caller based on to the latest.
 */
export const settingConflict = z.object({
  baseVersion: z.number(),
  currentVersion: z.number(),
  diff: settingDiff,
});
export type SettingConflict = z.infer<typeof settingConflict>;
