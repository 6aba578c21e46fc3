import type { DashboardShape } from '@skin/contract';
import type { Actor } from '../../lib/actor';

/**
 * Which dashboard a caller gets, by the role in force (docs/skin-tests.md, "Dashboards by role"):
 * a store manager works with its store's consumers, a salesperson with the shipments it carries;
 * everyone else, and whoever sees the whole platform, gets the charts of its scope. A role of
 * another code (one an administrator added) gets those charts too.
 */
export function dashboardShapeOf(actor: Pick<Actor, 'seesAll' | 'role'>): DashboardShape {
  if (actor.seesAll) return 'overview';
  if (actor.role.code === 'STORE_MANAGER') return 'store';
  if (actor.role.code === 'SALESMAN') return 'sales';
  return 'overview';
}
