import { type SQL, sql } from 'drizzle-orm';
import { keptName } from '../../db/kept-name';
import { keptCounts } from '../../db/schema/index';
import { COUNT_CAP } from './limits';
import type { ShapeSql } from './shape';
import { literalLimit } from './sql-text';

/**
 * The `table-counts` total: the capped total the database keeps for this shape
 * (`ListSpec.tableCounts`, the count `plan.tableCount` names), summed over the count's values
 * (all of them, the filter's, or a range of days). A range whose ends are not whole days takes
 * `counted`, the count to the cap. Capped as a count would be: totals past the cap say "more"
 * either way, and the pager stays within reach.
 */
export function tableCountTotal(shape: ShapeSql, counted: SQL): SQL {
  const { plan, spec, filterKeys } = shape;
  const count = plan.tableCount && spec.tableCounts?.[plan.tableCount.index];
  if (!plan.tableCount || !count) throw new Error(`${spec.name}: no table count in this plan`);
  const sum = (condition: SQL) =>
    sql`(select least(coalesce(sum(${keptCounts.n}), 0), ${literalLimit(COUNT_CAP + 1)}) from ${keptCounts}
      where ${keptCounts.counted} = ${keptName(count.counted)} ${condition})`;
  if (plan.tableCount.by === 'all') return sum(sql``);
  if (plan.tableCount.by === 'value')
    return sum(sql`and ${keptCounts.value} = (${sql.placeholder(`f_${count.by}`)})::text`);
  // The days from the start's on, before the end's: the same rows as the filters' instants when
  // each is a UTC midnight, which PostgreSQL checks before it reads either branch.
  const ends = filterKeys.map((key) => {
    const at = sql`(${sql.placeholder(`f_${key}`)})::timestamptz`;
    const day = sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD')`;
    return {
      whole: sql`date_trunc('day', ${at}, 'UTC') = ${at}`,
      within:
        key === count.by ? sql`and ${keptCounts.value} >= ${day}` : sql`and ${keptCounts.value} < ${day}`,
    };
  });
  const whole = sql.join(
    ends.map((e) => e.whole),
    sql` and `,
  );
  const within = sql.join(
    ends.map((e) => e.within),
    sql` `,
  );
  return sql`case when ${whole} then ${sum(within)} else ${counted} end`;
}
