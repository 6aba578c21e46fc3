import {
  SETTING_DIFF_MAX,
  SETTING_JSON_DEPTH_MAX,
  type Setting,
  type SettingChange,
  type SettingDiff,
  type SettingType,
  type SettingVersion,
  type settingResource,
} from '@skin/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { defineList, iso } from '../../data/list';
import type { Db, Tx } from '../../db/client';
import { settings, settingVersions } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { Conflict, ConflictWith, Invalid, NotFound } from '../../lib/errors';
import { jsonDepth, jsonDiff } from '../../lib/json-diff';

type Create = z.infer<typeof settingResource.create>;
type Update = z.infer<typeof settingResource.update>;
type SettingRow = typeof settings.$inferSelect;
type VersionRow = typeof settingVersions.$inferSelect;
/** What a version keeps: the setting as saved. */
type Snapshot = Pick<SettingRow, 'nameZh' | 'nameEn' | 'type' | 'parentId' | 'parameter' | 'remark'>;
const SAVED = ['nameZh', 'nameEn', 'type', 'parentId', 'parameter', 'remark'] as const;
/** The plain fields of a difference, in the order a form shows them; the JSON comes after. */
const PLAIN = ['nameZh', 'nameEn', 'type', 'parentId', 'remark'] as const;

const parent = alias(settings, 'parent');
const columns = {
  id: settings.id,
  nameZh: settings.nameZh,
  nameEn: settings.nameEn,
  type: settings.type,
  parentId: settings.parentId,
  parentName: parent.nameEn,
  parameter: settings.parameter,
  remark: settings.remark,
  version: settings.version,
  createdAt: settings.createdAt,
  updatedAt: settings.updatedAt,
};
type ListRow = { [K in keyof typeof columns]: unknown };
const toSetting = (r: ListRow) =>
  ({ ...r, createdAt: iso(r.createdAt as Date), updatedAt: iso(r.updatedAt as Date) }) as Setting;
const toVersion = (r: VersionRow): SettingVersion => ({
  version: r.version,
  action: r.action as SettingVersion['action'],
  restoredFrom: r.restoredFrom,
  nameZh: r.nameZh,
  nameEn: r.nameEn,
  type: r.type as SettingType,
  parentId: r.parentId,
  remark: r.remark,
  savedBy: r.savedByName,
  savedAt: iso(r.savedAt)!,
});
const snapshotOf = (r: Snapshot): Snapshot => Object.fromEntries(SAVED.map((k) => [k, r[k]])) as Snapshot;
const sameSnapshot = (a: Snapshot, b: Snapshot) => SAVED.every((k) => a[k] === b[k]);

/** The parameter as it may be saved: it parses, and nests no deeper than the difference can walk. */
export function checkParameter(text: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw Invalid('jsonFormat', { parameter: 'jsonFormat' });
  }
  if (jsonDepth(parsed, SETTING_JSON_DEPTH_MAX) > SETTING_JSON_DEPTH_MAX) {
    const tooDeep = { key: 'jsonTooDeep' as const, params: { max: SETTING_JSON_DEPTH_MAX } };
    throw Invalid(tooDeep, { parameter: tooDeep });
  }
}

/**
 * System settings with their versions (docs/settings.md). Every save (create, edit, restore)
 * writes the setting and its next version in one transaction, the setting's row locked first: an
 * edit or restore based on a version that is no longer the latest is refused with the difference,
 * so of two saves on one version exactly one wins.
 */
export function createSettingService(db: Db) {
  const select = (tx: Db | Tx = db) =>
    tx.select(columns).from(settings).leftJoin(parent, eq(parent.id, settings.parentId)).$dynamic();
  const list = defineList(db, {
    name: 'settings',
    table: settings,
    select: () => select(),
    orderBy: [desc(settings.id)],
    filters: {
      name: { column: settings.names, match: 'like' },
      type: { column: settings.type, match: 'eq' },
    },
    toEntity: toSetting,
  });
  const versionList = defineList(db, {
    name: 'setting_versions',
    table: settingVersions,
    select: () => db.select().from(settingVersions).$dynamic(),
    orderBy: [desc(settingVersions.version), desc(settingVersions.id)],
    filters: { settingId: { column: settingVersions.settingId, match: 'eq' } },
    toEntity: toVersion,
  });

  const get = async (id: number, tx: Db | Tx = db) => {
    const [r] = await select(tx).where(eq(settings.id, id));
    if (!r) throw NotFound('settingNotFound');
    return toSetting(r);
  };
  /** The setting's row, locked until the transaction ends: saves of one setting queue here. */
  const locked = async (tx: Tx, id: number) => {
    const [r] = await tx.select().from(settings).where(eq(settings.id, id)).for('update');
    if (!r) throw NotFound('settingNotFound');
    return r;
  };
  const versionOf = async (tx: Db | Tx, id: number, version: number) => {
    const [v] = await tx
      .select()
      .from(settingVersions)
      .where(and(eq(settingVersions.settingId, id), eq(settingVersions.version, version)));
    if (!v) throw NotFound('settingVersionNotFound');
    return v;
  };

  /**
   * The parent exists and is not the setting itself or below it. Parent changes take one lock, so
   * two saves cannot each hang one setting under the other.
   */
  const assertParent = async (tx: Tx, self: number | null, parentId: number | null) => {
    if (parentId == null) return;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('settings:parents'))`);
    const [found] = await tx.select({ id: settings.id }).from(settings).where(eq(settings.id, parentId));
    if (!found) throw Invalid('settingParentMissing', { parentId: 'settingParentMissing' });
    if (self == null) return;
    // `union` (not `union all`) ends the walk at a repeat, whatever the rows hold.
    const { rows } = (await tx.execute(sql`
      with recursive up(id, parent_id) as (
        select id, parent_id from settings where id = ${parentId}
        union
        select s.id, s.parent_id from settings s join up on s.id = up.parent_id
      )
      select 1 as hit from up where id = ${self} limit 1`)) as unknown as { rows: unknown[] };
    if (rows.length) throw Invalid('settingParentCycle', { parentId: 'settingParentCycle' });
  };

  /** Names for the parents a difference shows: the English name, or `#id` once deleted. */
  const parentNames = async (tx: Db | Tx, ids: (number | null)[]) => {
    const wanted = [...new Set(ids.filter((i): i is number => i != null))];
    if (!wanted.length) return new Map<number, string>();
    const rows = await tx
      .select({ id: settings.id, name: settings.nameEn })
      .from(settings)
      .where(inArray(settings.id, wanted));
    return new Map(rows.map((r) => [r.id, r.name]));
  };

  /** From one snapshot (or nothing) to another: the plain fields, then the JSON by path. */
  const difference = async (
    tx: Db | Tx,
    from: Snapshot | null,
    to: Snapshot,
    versions: { from: number; to: number },
  ): Promise<SettingDiff> => {
    const names = await parentNames(tx, [from?.parentId ?? null, to.parentId]);
    const shown = (s: Snapshot | null, key: (typeof PLAIN)[number]) => {
      const v = s?.[key] ?? null;
      if (v == null) return null;
      return key === 'parentId' ? (names.get(v as number) ?? `#${v}`) : String(v);
    };
    const changes: SettingChange[] = [];
    for (const key of PLAIN) {
      const before = shown(from, key);
      const after = shown(to, key);
      if (before === after) continue;
      changes.push({
        path: key,
        kind: before == null ? 'added' : after == null ? 'removed' : 'changed',
        before,
        after,
      });
    }
    let more = false;
    if (!from) changes.push({ path: '$', kind: 'added', before: null, after: to.parameter });
    else if (from.parameter !== to.parameter) {
      const json = jsonDiff(
        JSON.parse(from.parameter),
        JSON.parse(to.parameter),
        SETTING_DIFF_MAX - changes.length,
      );
      more = json.more;
      for (const c of json.changes)
        changes.push({
          path: c.path,
          kind: c.kind,
          before: c.kind === 'added' ? null : JSON.stringify(c.before),
          after: c.kind === 'removed' ? null : JSON.stringify(c.after),
        });
    }
    return { ...versions, changes, truncated: more };
  };

  /** Refuses a save based on an older version, handing back what changed since. */
  const assertLatest = async (tx: Tx, current: SettingRow, baseVersion: number) => {
    if (baseVersion === current.version) return;
    if (baseVersion > current.version)
      throw Invalid(
        { key: 'settingVersionNotFound', params: { version: baseVersion } },
        { baseVersion: { key: 'settingVersionNotFound', params: { version: baseVersion } } },
      );
    const base = await versionOf(tx, current.id, baseVersion);
    const diff = await difference(tx, base, current, { from: baseVersion, to: current.version });
    throw ConflictWith(
      { key: 'settingChanged', params: { base: baseVersion, current: current.version } },
      { conflict: { baseVersion, currentVersion: current.version, diff } },
    );
  };

  /** Writes the next version of a locked setting, and the setting as that version has it. */
  const save = async (
    tx: Tx,
    actor: Actor,
    current: SettingRow,
    next: Snapshot,
    action: 'update' | 'restore',
    restoredFrom: number | null = null,
  ) => {
    const version = current.version + 1;
    await tx
      .update(settings)
      .set({ ...next, version })
      .where(and(eq(settings.id, current.id), eq(settings.version, current.version)));
    await tx.insert(settingVersions).values({
      ...next,
      settingId: current.id,
      version,
      action,
      restoredFrom,
      savedBy: actor.userId,
      savedByName: actor.username,
    });
  };

  return {
    list: (_actor: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) => list.page(q),
    get: (_actor: Actor, id: number) => get(id),
    /** Every setting, for the parent picker: staff add them one by one, so they are few. */
    async options(_actor: Actor) {
      const rows = await db
        .select({ id: settings.id, label: settings.nameEn, parentId: settings.parentId })
        .from(settings)
        .orderBy(asc(settings.nameEn), asc(settings.id));
      return rows;
    },
    async create(actor: Actor, input: Create): Promise<Setting> {
      checkParameter(input.parameter);
      const snapshot = snapshotOf({
        ...input,
        parentId: input.parentId ?? null,
        remark: input.remark ?? null,
      });
      const id = await db.transaction(async (tx) => {
        await assertParent(tx, null, snapshot.parentId);
        const [row] = await tx.insert(settings).values(snapshot).returning({ id: settings.id });
        await tx.insert(settingVersions).values({
          ...snapshot,
          settingId: row.id,
          version: 1,
          action: 'create',
          savedBy: actor.userId,
          savedByName: actor.username,
        });
        return row.id;
      });
      return get(id);
    },
    /** The fields sent, if `baseVersion` is still the latest; a save that changes nothing adds no version. */
    async update(actor: Actor, input: Update): Promise<Setting> {
      const { id, baseVersion, ...changes } = input;
      if (changes.parameter !== undefined) checkParameter(changes.parameter);
      await db.transaction(async (tx) => {
        const current = await locked(tx, id);
        await assertLatest(tx, current, baseVersion);
        const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
        const next = snapshotOf({ ...current, ...defined });
        if (sameSnapshot(next, current)) return;
        if (next.parentId !== current.parentId) await assertParent(tx, id, next.parentId);
        await save(tx, actor, current, next, 'update');
      });
      return get(id);
    },
    /** Saves an earlier version again as the newest (refused when it is what the setting holds). */
    async restore(actor: Actor, id: number, version: number, baseVersion: number): Promise<Setting> {
      await db.transaction(async (tx) => {
        const current = await locked(tx, id);
        await assertLatest(tx, current, baseVersion);
        const chosen = snapshotOf(await versionOf(tx, id, version));
        if (sameSnapshot(chosen, current)) throw Invalid('noChange');
        if (chosen.parentId !== current.parentId) await assertParent(tx, id, chosen.parentId);
        await save(tx, actor, current, chosen, 'restore', version);
      });
      return get(id);
    },
    /** Deletes a setting whose English name the caller typed exactly; never a parent of others. */
    async removeConfirmed(_actor: Actor, id: number, confirmName: string) {
      await db.transaction(async (tx) => {
        // The row first, then the parents' lock (the order every save takes them in): no child
        // is hung under it while it goes.
        const current = await locked(tx, id);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('settings:parents'))`);
        if (confirmName !== current.nameEn)
          throw Invalid('settingConfirmName', { confirmName: 'settingConfirmName' });
        const children = await tx
          .select({ name: settings.nameEn })
          .from(settings)
          .where(eq(settings.parentId, id))
          .orderBy(asc(settings.nameEn))
          .limit(6);
        if (children.length) {
          const names = children.slice(0, 5).map((c) => c.name);
          const more = children.length > 5 ? ', …' : '';
          throw Conflict({
            key: 'settingHasChildren',
            params: { name: current.nameEn, children: names.join(', ') + more },
          });
        }
        await tx.delete(settings).where(eq(settings.id, id));
      });
    },
    async versions(_actor: Actor, id: number, page: { pageNum: number; pageSize: number }) {
      await get(id);
      return versionList.page({ ...page, settingId: id });
    },
    /** From `from` (by default the version before `to`; 0: nothing) to `to`. */
    async diff(_actor: Actor, id: number, to: number, from?: number): Promise<SettingDiff> {
      await get(id);
      const start = from ?? to - 1;
      const after = await versionOf(db, id, to);
      const before = start === 0 ? null : await versionOf(db, id, start);
      return difference(db, before, after, { from: start, to });
    },
  };
}
export type SettingService = ReturnType<typeof createSettingService>;
