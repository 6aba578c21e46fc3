import type { CustomDisease } from '@skin/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { customDiseases, users } from '../db/schema';
import { iso } from './list';
import { perDatabase } from './per-database';
import { tenantPicker } from './pick-options';
import { tenant } from './tables';
import { tenantData } from './tenant-data';

type Row = { d: typeof customDiseases.$inferSelect; ownerName: string | null };
const toCustom = ({ d, ownerName }: Row): CustomDisease => ({
  ...d,
  ownerName,
  updatedAt: iso(d.updatedAt)!,
});
export type CustomDiseaseInsert = typeof customDiseases.$inferInsert;

/** Custom skin issues of the catalogue (data layer): the kit's reads and writes, and options. */
export const createCustomDiseaseData = perDatabase((db: Db) => {
  return {
    ...tenantData(db, tenant.customDisease, {
      name: 'custom_diseases',
      select: (tx: Tx) =>
        tx
          .select({ d: customDiseases, ownerName: users.name })
          .from(customDiseases)
          .leftJoin(users, eq(users.id, customDiseases.ownerId))
          .$dynamic(),
      orderBy: [desc(customDiseases.id)],
      filters: {
        name: { column: customDiseases.name, match: 'like' },
        ownerId: { column: customDiseases.ownerId, match: 'eq' },
      },
      toEntity: toCustom,
    }),
    pick: tenantPicker(db, tenant.customDisease, {
      label: customDiseases.name,
      owner: sql<
        string | null
      >`(select ${users.name} from ${users} where ${users.id} = ${customDiseases.ownerId})`,
      catalogueOwner: customDiseases.ownerId,
    }),
  };
});
