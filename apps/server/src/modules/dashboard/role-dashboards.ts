import {
  DASHBOARD_COUNT_CAP,
  DASHBOARD_WEEK_DAYS,
  FOLLOW_UP_AFTER_DAYS,
  FOLLOW_UP_SCORE_BELOW,
  FOLLOW_UP_SHOWN,
  ORDER_STATES,
  type OutputOrder,
  type SalesDashboard,
  SHIPMENTS_SHOWN,
  type StoreDashboard,
} from '@skin/contract';
import { createOutputOrderData } from '../../data/output-orders.data';
import { scopeKey } from '../../data/scope';
import { createStoreDashboardData } from '../../data/store-dashboard.data';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { createSharedRead } from '../../lib/batch';
import { daysBefore, localDayStart } from './local-days';

/** A count read up to `cap + 1`: the cap and `capped` past it. */
const cappedOf = (n: number, cap = DASHBOARD_COUNT_CAP) =>
  n > cap ? { count: cap, capped: true } : { count: n, capped: false };

interface StoreAsk {
  actor: Actor;
  utcOffset: number;
  now: Date;
}

/**
 * The dashboards shaped for a role (docs/skin-tests.md, "Dashboards by role"): a store manager's
 * day, week and consumers due for a follow-up visit, and a salesperson's shipments. Each is read
 * within the caller's scope, at most once per scope (and time zone) for the callers asking together.
 */
export function createRoleDashboards(db: Db) {
  const storeData = createStoreDashboardData(db);
  const orders = createOutputOrderData(db);

  const readStore = async ({ actor, utcOffset, now }: StoreAsk): Promise<StoreDashboard> => {
    const today = localDayStart(now, utcOffset);
    const week = localDayStart(now, utcOffset, DASHBOARD_WEEK_DAYS - 1);
    const figures = await storeData.figures(actor, {
      today,
      week,
      dueBefore: daysBefore(now, FOLLOW_UP_AFTER_DAYS),
      scoreBelow: FOLLOW_UP_SCORE_BELOW,
      cap: DASHBOARD_COUNT_CAP,
      shown: FOLLOW_UP_SHOWN,
    });
    return {
      today: { from: today.toISOString(), ...figures.today },
      week: { from: week.toISOString(), ...figures.week },
      followUp: {
        afterDays: FOLLOW_UP_AFTER_DAYS,
        scoreBelow: FOLLOW_UP_SCORE_BELOW,
        due: figures.due,
        consumers: figures.followUp,
      },
    };
  };

  const readSales = async (actor: Actor): Promise<SalesDashboard> => {
    const [counts, latest] = await Promise.all([
      orders.countByState(actor, ORDER_STATES, DASHBOARD_COUNT_CAP),
      // The list's own scope and paging: the salesperson's few orders read by their shipper.
      orders.list(actor, { pageNum: 1, pageSize: SHIPMENTS_SHOWN, sort: 'createdAt', order: 'desc' }),
    ]);
    return {
      byState: ORDER_STATES.map((state, i) => ({ state, ...cappedOf(counts[i]!) })),
      latest: (latest.list as OutputOrder[]).map((o) => ({
        id: o.id,
        number: o.number,
        agentName: o.agentName,
        model: o.model,
        quantity: o.quantity,
        issuedQuantity: o.issuedQuantity,
        state: o.state,
        createdAt: o.createdAt,
      })),
    };
  };

  return {
    store: createSharedRead(readStore, ({ actor, utcOffset }) => `${scopeKey(actor)} ${utcOffset}`),
    sales: createSharedRead(readSales, (actor: Actor) => scopeKey(actor)),
  };
}
