import type { goodsExportQuery } from '@skin/contract';
import { and, asc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../db/client';
import { files, goods } from '../db/schema';
import type { Actor } from '../lib/actor';
import { NotFound } from '../lib/errors';
import type { GoodsInsert } from './goods.data';
import { likeEscape } from './list';
import { tenant } from './tables';

const scoped = tenant.goods;
/** Rows one insert or update statement carries (about 20 parameters each, far below PostgreSQL's 65,535). */
const CHUNK = 500;
/** Names one lookup statement carries. */
const LOOKUP_CHUNK = 1000;

/** An owner's goods item as a batch compares it: its stored values and the hash of its picture. */
export type StoredGoods = typeof goods.$inferSelect & { iconSha256: string | null };
/** Goods an exported row names: as stored, and whether the caller may change them or only read them. */
export type VisibleGoods = StoredGoods & { changeable: boolean };
/** The goods list's filters, as the export takes them. */
export type GoodsExportFilters = Omit<z.infer<typeof goodsExportQuery>, 'lang'>;
const owner = (ownerId: number | null): SQL =>
  ownerId === null ? isNull(goods.ownerId) : eq(goods.ownerId, ownerId);

/** The columns a batch writes, with their SQL types (a VALUES list needs them spelled out). */
const WRITTEN = {
  type: 'varchar',
  name: 'varchar',
  price: 'integer',
  crossedPrice: 'integer',
  purpose: 'varchar',
  category: 'varchar',
  useScenarios: 'varchar',
  specifications: 'varchar',
  recommendedReason: 'varchar',
  displayMethod: 'varchar',
  recommendedCrowd: 'varchar',
  notApplicableCrowd: 'varchar',
  component: 'varchar',
  introduction: 'text',
  hyperlink: 'varchar',
  shelf: 'smallint',
  remark: 'varchar',
  iconFileId: 'uuid',
} as const satisfies Partial<Record<keyof GoodsInsert, string>>;
type Written = { [K in keyof typeof WRITTEN]: GoodsInsert[K] | null };
const KEYS = Object.keys(WRITTEN) as (keyof typeof WRITTEN)[];
/** A written column's name in SQL (the schema's keys are camelCase, its columns snake_case). */
const column = (k: keyof typeof WRITTEN) => sql.identifier(k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));

/**
 * The goods of a batch upload (data layer): one owner's goods found by name ignoring case, as
 * the unique index `goods_owner_name_idx` compares them, and written many rows a statement. Only
 * rows the caller may change are found or changed.
 */
export const goodsBatchData = {
  /** The owner's goods with these names (lower-cased), by lower-cased name. */
  async byNames(tx: Tx, actor: Actor, ownerId: number | null, names: string[]) {
    const found = new Map<string, StoredGoods>();
    for (let i = 0; i < names.length; i += LOOKUP_CHUNK) {
      const lower = sql<string>`lower(${goods.name})`;
      const rows = await tx
        .select({ g: goods, key: lower, iconSha256: files.sha256 })
        .from(goods)
        .leftJoin(files, eq(files.id, goods.iconFileId))
        .where(
          and(owner(ownerId), inArray(lower, names.slice(i, i + LOOKUP_CHUNK)), scoped.changeScope(actor)),
        );
      for (const { g, key, iconSha256 } of rows) found.set(key, { ...g, iconSha256 });
    }
    return found;
  },
  /** The goods with these ids the caller sees, by id, each saying whether the caller may change it. */
  async byIds(tx: Tx, actor: Actor, ids: number[]) {
    const found = new Map<number, VisibleGoods>();
    const change = scoped.changeScope(actor);
    for (let i = 0; i < ids.length; i += LOOKUP_CHUNK) {
      const rows = await tx
        .select({
          g: goods,
          iconSha256: files.sha256,
          changeable: change ? sql<boolean>`coalesce(${change}, false)` : sql<boolean>`true`,
        })
        .from(goods)
        .leftJoin(files, eq(files.id, goods.iconFileId))
        .where(and(inArray(goods.id, ids.slice(i, i + LOOKUP_CHUNK)), scoped.scope(actor)));
      for (const { g, iconSha256, changeable } of rows) found.set(g.id, { ...g, iconSha256, changeable });
    }
    return found;
  },
  /**
   * Of these owners' names (lower-cased), those the owner's goods already have, as `owner:name`
   * -> id. The owners are those of goods the caller may change, whose goods it all sees.
   */
  async namesTaken(tx: Tx, actor: Actor, wanted: { ownerId: number | null; name: string }[]) {
    const taken = new Map<string, number>();
    const byOwner = new Map<number | null, Set<string>>();
    for (const w of wanted) byOwner.set(w.ownerId, (byOwner.get(w.ownerId) ?? new Set()).add(w.name));
    for (const [ownerId, set] of byOwner) {
      const names = [...set];
      for (let i = 0; i < names.length; i += LOOKUP_CHUNK) {
        const lower = sql<string>`lower(${goods.name})`;
        const rows = await tx
          .select({ id: goods.id, key: lower })
          .from(goods)
          .where(and(owner(ownerId), inArray(lower, names.slice(i, i + LOOKUP_CHUNK)), scoped.scope(actor)));
        for (const r of rows) taken.set(`${ownerId}:${r.key}`, r.id);
      }
    }
    return taken;
  },
  /**
   * The goods the caller sees under the goods list's filters, by id, at most `limit` of them
   * (the caller asks for one more than it writes, to tell a full export from a cut one).
   */
  forExport(tx: Tx, actor: Actor, f: GoodsExportFilters, limit: number) {
    return tx
      .select()
      .from(goods)
      .where(
        and(
          scoped.scope(actor),
          f.name ? ilike(goods.name, `%${likeEscape(f.name)}%`) : undefined,
          f.type ? eq(goods.type, f.type) : undefined,
          f.category ? eq(goods.category, f.category) : undefined,
          f.shelf !== undefined ? eq(goods.shelf, f.shelf) : undefined,
          f.ownerId !== undefined ? eq(goods.ownerId, f.ownerId) : undefined,
        ),
      )
      .orderBy(asc(goods.id))
      .limit(limit);
  },
  /** Inserts new goods. */
  async insertMany(tx: Tx, rows: GoodsInsert[]) {
    for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(goods).values(rows.slice(i, i + CHUNK));
  },
  /**
   * Changes goods by id to the given values (a null picture keeps the current one), a few hundred
   * rows a statement. Every id must be a row the caller may change, or nothing is (NotFound).
   */
  async updateMany(tx: Tx, actor: Actor, rows: { id: number; set: Written }[]) {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      const values = chunk.map(
        ({ id, set }) =>
          sql`(${id}::integer, ${sql.join(
            KEYS.map((k) => sql`${set[k]}::${sql.raw(WRITTEN[k])}`),
            sql`, `,
          )})`,
      );
      const assignments = KEYS.map((k) =>
        k === 'iconFileId'
          ? sql`${column(k)} = coalesce(v.${column(k)}, ${goods.iconFileId})`
          : sql`${column(k)} = v.${column(k)}`,
      );
      const result = await tx.execute(
        sql`update ${goods} set ${sql.join(assignments, sql`, `)}, updated_at = now()
          from (values ${sql.join(values, sql`, `)}) as v(id, ${sql.join(KEYS.map(column), sql`, `)})
          where ${and(sql`${goods.id} = v.id`, scoped.changeScope(actor))} returning ${goods.id}`,
      );
      if ((result as unknown as { rows: unknown[] }).rows.length !== chunk.length)
        throw NotFound('goodsNotFound');
    }
  },
};
