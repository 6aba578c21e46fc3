import type { Owned } from './use-catalogue-access';

/**
 * Where the catalogue's screens live: the lists at their seeded menu paths, the details at the
 * fixed hidden routes (app/fixed-routes.ts; docs/product-rules.md, "Screen paths"). Platform rows
 * open on the `Root` routes.
 */
export const CATALOGUE_PATHS = {
  goodsList: '/skin/goods',
  customDiseaseList: '/skin/custom-disease',
  skinPlanList: '/skin/skin-plan',
  goods: (g: Owned) => `/${g.ownerId === null ? 'goodsDetailsRoot' : 'goodsDetailsAgent'}/${g.id}`,
  /** A goods item known by id only (a plan's linked goods). */
  goodsById: (id: number) => `/goodsDetails/${id}`,
  skinPlan: (p: Owned) => `/${p.ownerId === null ? 'skinPlanDetailsRoot' : 'skinPlanDetails'}/${p.id}`,
  customDisease: (d: Owned) => `/customDetails/${d.id}`,
};
