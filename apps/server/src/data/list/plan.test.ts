import { describe, expect, it } from 'vitest';
import { COUNT_CAP, PAGE_STARTS_FROM, PROBED_ROWS_MAX } from './limits';
import { type PlanInput, planList, type ScopeTraits } from './plan';

const whole: ScopeTraits = {
  wholeTable: true,
  narrow: false,
  root: false,
  probed: false,
  countedRows: false,
};
const large: ScopeTraits = { wholeTable: false, narrow: false, root: true, probed: true, countedRows: true };
const small: ScopeTraits = { ...large, narrow: true };
const spec: PlanInput['spec'] = {
  tableCounts: [{ by: 'state' }, { by: 'from', untilBy: 'until' }],
  newest: true,
  subtreeTotal: true,
  pageStarts: true,
};
const input = (over: Partial<PlanInput> = {}): PlanInput => ({
  filters: [],
  sorted: false,
  from: 0,
  to: 20,
  scopes: [whole],
  spec,
  ...over,
});
const eq = (key: string) => ({ key, match: 'eq' as const });
const like = (key: string) => ({ key, match: 'like' as const });
const at = (from: number) => ({ from, to: from + 20 });

describe('the list planner', () => {
  it('walks the order of the whole table, its total from the table counts', () => {
    expect(planList(input())).toMatchObject({
      page: 'order-walk',
      total: 'table-counts',
      tableCount: { index: 0, by: 'all' },
    });
    expect(planList(input({ filters: [eq('state')] }))).toMatchObject({
      total: 'table-counts',
      tableCount: { index: 0, by: 'value' },
    });
    expect(planList(input({ filters: [eq('from'), eq('until')] }))).toMatchObject({
      tableCount: { index: 1, by: 'days' },
    });
  });

  it('counts to the cap what no table count serves, and says "more" past the cap', () => {
    expect(planList(input({ filters: [eq('state'), eq('other')] })).total).toBe('count-to-cap');
    expect(planList(input({ spec: { ...spec, tableCounts: [] } })).total).toBe('count-to-cap');
    expect(planList(input({ scopes: [whole, { ...whole, wholeTable: false }] })).total).toBe('count-to-cap');
    expect(planList(input(at(COUNT_CAP - 40))).total).toBe('table-counts');
    expect(planList(input(at(COUNT_CAP))).total).toBe('cap');
  });

  it('starts deep pages of the whole table in its own order at the kept key', () => {
    expect(planList(input(at(PAGE_STARTS_FROM))).page).toBe('page-start');
    expect(planList(input(at(PAGE_STARTS_FROM - 20))).page).toBe('order-walk');
    expect(planList(input({ ...at(PAGE_STARTS_FROM), sorted: true })).page).toBe('order-walk');
    expect(planList(input({ ...at(PAGE_STARTS_FROM), filters: [eq('state')] })).page).toBe('order-walk');
    expect(planList(input({ ...at(PAGE_STARTS_FROM), spec: { ...spec, pageStarts: false } })).page).toBe(
      'order-walk',
    );
  });

  it('fences a search, unless a narrow scope reads its matches whole anyway', () => {
    expect(planList(input({ filters: [like('name')] }))).toMatchObject({
      page: 'search-fence',
      total: 'count-to-cap',
    });
    expect(planList(input({ filters: [like('name')], scopes: [small] }))).toMatchObject({
      page: 'narrow-matches',
      total: 'count-fenced',
    });
  });

  it("reads a narrow scope's matches once for its page and count when its total is not kept", () => {
    expect(planList(input({ scopes: [small], filters: [eq('state')] })).page).toBe('narrow-matches');
    expect(planList(input({ scopes: [small], spec: { ...spec, subtreeTotal: false } })).page).toBe(
      'narrow-matches',
    );
  });

  it("shares one walk for a large subtree's page and count before the cap, with newest rows kept", () => {
    const filtered = { scopes: [large], filters: [eq('state')] };
    expect(planList(input(filtered))).toMatchObject({
      page: 'shared-walk',
      total: 'count-fenced',
      scopeForm: 'where',
    });
    expect(planList(input({ ...filtered, ...at(COUNT_CAP - 20) })).page).toBe('order-walk');
    expect(planList(input({ ...filtered, spec: { ...spec, newest: false } })).page).toBe('order-walk');
    expect(planList(input({ ...filtered, filters: [like('name')] })).page).toBe('search-fence');
  });

  it("checks a counted subtree's first pages row by row, beside the other way", () => {
    expect(planList(input({ scopes: [large] }))).toMatchObject({
      page: 'probed-window',
      fallback: 'order-walk',
      scopeForm: 'sparse',
      rowCheck: 'probed',
      total: 'subtree-count',
      countedScope: 0,
    });
    expect(planList(input({ scopes: [whole, small] }))).toMatchObject({
      page: 'probed-window',
      fallback: 'narrow-sorted',
      countedScope: 1,
    });
    expect(planList(input({ scopes: [large], spec: { ...spec, newest: false } })).rowCheck).toBe('hashed');
    expect(planList(input({ scopes: [large], sorted: true })).page).toBe('probed-window');
  });

  it("takes a counted subtree's deeper pages, and a small one's sorted pages, another way", () => {
    const deeper = at(PROBED_ROWS_MAX);
    expect(planList(input({ scopes: [large], ...deeper }))).toMatchObject({
      page: 'order-walk',
      scopeForm: 'sparse',
      total: 'subtree-count',
    });
    expect(planList(input({ scopes: [small], ...deeper }))).toMatchObject({
      page: 'narrow-sorted',
      total: 'subtree-count',
    });
    expect(planList(input({ scopes: [small], sorted: true })).page).toBe('narrow-sorted');
  });

  it('keeps the subtree count for a subtree alone, unfiltered, with its probed and counted forms', () => {
    expect(planList(input({ scopes: [large, large] })).total).toBe('count-fenced');
    expect(planList(input({ scopes: [large, large], spec: { ...spec, newest: false } })).total).toBe(
      'count-to-cap',
    );
    expect(planList(input({ scopes: [{ ...large, countedRows: false }] })).page).toBe('shared-walk');
    expect(planList(input({ scopes: [{ ...large, probed: false }] })).total).toBe('count-fenced');
    expect(planList(input({ scopes: [large], spec: { ...spec, subtreeTotal: false } })).total).toBe(
      'count-fenced',
    );
  });
});
