import type { PageStrategy } from '../plan';
import { narrowMatches } from './narrow-matches';
import { narrowSorted } from './narrow-sorted';
import { orderWalk } from './order-walk';
import type { PageBuilder } from './page-sql';
import { pageStart } from './page-start';
import { probedWindow } from './probed-window';
import { searchFence } from './search-fence';
import { sharedWalk } from './shared-walk';

/** The SQL builder of each page strategy the planner may choose (data/list/plan.ts). */
export const PAGE_BUILDERS: Record<PageStrategy, PageBuilder> = {
  'order-walk': orderWalk,
  'narrow-matches': narrowMatches,
  'shared-walk': sharedWalk,
  'search-fence': searchFence,
  'probed-window': probedWindow,
  'narrow-sorted': narrowSorted,
  'page-start': pageStart,
};
