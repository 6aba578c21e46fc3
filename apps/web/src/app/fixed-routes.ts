import type { RouteNode } from '@skin/contract';
import { PATHS } from '../lib/paths';

const hidden = (name: string, title: string, component: string): RouteNode => ({
  // Detail screens are opened for one record: the id is an optional trailing segment.
  path: `/${name}/:id?`,
  name,
  component,
  meta: { title, hidden: true, noCache: false, affix: false },
});

/**
 * The routes every signed-in user has (docs/product-rules.md, "Screen paths"): the pinned dashboard
 * and the hidden detail screens, by name. Their components follow the screen convention (see
 * screens.ts); a detail screen not written yet shows the "not available yet" screen until it is.
 * The product names the titles but not which detail route wears which; this pairing is our reading.
 */
export const FIXED_ROUTES: RouteNode[] = [
  {
    path: PATHS.dashboard,
    name: 'Dashboard',
    component: 'dashboard/Dashboard',
    meta: { title: 'homePage', icon: 'DashboardOutlined', hidden: false, noCache: false, affix: true },
  },
  hidden('testRecords', 'testRecordDetail', 'store/TestRecords'),
  hidden('goodsDetails', 'productionDetail', 'skin/GoodsDetails'),
  hidden('goodsDetailsRoot', 'productionDetail', 'skin/GoodsDetailsRoot'),
  hidden('goodsDetailsAgent', 'productionDetail', 'skin/GoodsDetailsAgent'),
  hidden('skinPlanDetailsRoot', 'skinPlan', 'skin/SkinPlanDetailsRoot'),
  hidden('skinPlanDetails', 'skinPlan', 'skin/SkinPlanDetails'),
  hidden('consumerDetails', 'consumerDetail', 'store/ConsumerDetails'),
  hidden('testDetails', 'testRecordDetail', 'store/TestDetails'),
  hidden('questionDetails', 'question', 'skin/QuestionDetails'),
  hidden('customDetails', 'diseaseInfo', 'skin/CustomDetails'),
  hidden('aiIndex', 'diseaseDetail', 'skin/AiIndex'),
  hidden('aiDetails', 'diseaseInfo', 'skin/AiDetails'),
  hidden('editQuestion', 'updateDiseaseInfo', 'skin/EditQuestion'),
  hidden('iosIndexDetail', 'indexDetail', 'app/IosIndexDetail'),
  hidden('iosDiscoveryDetail', 'discoveryDetail', 'app/IosDiscoveryDetail'),
  hidden('iosDiscoveryDetailMp4', 'discoveryVideo', 'app/IosDiscoveryDetailMp4'),
  hidden('inputOrderDetail', 'inputOrderDetail', 'device/InputOrderDetail'),
  hidden('outputOrderDetail', 'outputOrderDetail', 'device/OutputOrderDetail'),
];
