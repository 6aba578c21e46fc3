import {
  agentResource,
  auditResource,
  consumerResource,
  customDiseaseResource,
  deviceResource,
  diseaseDetailResource,
  feedbackResource,
  goodsResource,
  iosIndexItemResource,
  iosIndexResource,
  outputOrderResource,
  skinPlanResource,
  storeResource,
  testRecordResource,
  userResource,
} from '@skin/contract';
import {
  agents,
  auditLog,
  consumers,
  customDiseases,
  deviceEvents,
  devices,
  diseaseDetailDefaults,
  diseaseDetailGoods,
  diseaseDetailPlans,
  diseaseDetails,
  feedback,
  goods,
  iosIndexEntries,
  iosIndexItems,
  outputOrders,
  reportShares,
  skinPlanGoods,
  skinPlans,
  storeDailyStats,
  storeScoreSpread,
  stores,
  testImages,
  testRecords,
  testReports,
  testScores,
  users,
} from '../db/schema';
import { scopedTable } from './scoped-table';

/**
 * The tenant tables, each with the tenancy its resource declares. Only `src/data/` (and the
 * schema and migrations beneath it) may name these tables: `tenant-access.test.ts` fails when
 * any other file imports one, so no service can reach tenant rows without the scope.
 */
export const tenant = {
  user: scopedTable(userResource, users, 'userNotFound'),
  agent: scopedTable(agentResource, agents, 'agentNotFound'),
  audit: scopedTable(auditResource, auditLog, 'auditEntryNotFound'),
  device: scopedTable(deviceResource, devices, 'deviceNotFound'),
  store: scopedTable(storeResource, stores, 'storeNotFound'),
  feedback: scopedTable(feedbackResource, feedback, 'feedbackNotFound'),
  consumer: scopedTable(consumerResource, consumers, 'consumerNotFound'),
  testRecord: scopedTable(testRecordResource, testRecords, 'testRecordNotFound'),
  outputOrder: scopedTable(outputOrderResource, outputOrders, 'outputOrderNotFound'),
  goods: scopedTable(goodsResource, goods, 'goodsNotFound'),
  customDisease: scopedTable(customDiseaseResource, customDiseases, 'customDiseaseNotFound'),
  skinPlan: scopedTable(skinPlanResource, skinPlans, 'skinPlanNotFound'),
  diseaseDetail: scopedTable(diseaseDetailResource, diseaseDetails, 'diseaseDetailNotFound'),
  iosIndex: scopedTable(iosIndexResource, iosIndexEntries, 'iosIndexNotFound'),
  iosIndexItem: scopedTable(iosIndexItemResource, iosIndexItems, 'iosIndexItemNotFound'),
};

/** Tables that belong to a tenant table's rows (a device's ledger): reached only through their parent. */
export const TENANT_CHILD_TABLES = [
  deviceEvents,
  skinPlanGoods,
  diseaseDetailGoods,
  diseaseDetailPlans,
  diseaseDetailDefaults,
  testScores,
  testImages,
  testReports,
  reportShares,
  storeDailyStats,
  storeScoreSpread,
];
