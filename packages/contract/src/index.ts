import { MARKER_PERMISSIONS } from './common/markers';
import { permissionsOf, type ResourceDef } from './common/resource';
import { agentResource } from './resources/agent';
import { appDiscoveryItemResource, appDiscoveryResource } from './resources/app-discovery';
import { auditResource } from './resources/audit';
import { consumerResource } from './resources/consumer';
import { customDiseaseResource } from './resources/custom-disease';
import { deviceResource } from './resources/device';
import { deviceTypeResource } from './resources/device-type';
import { dictResource } from './resources/dict';
import { diseaseResource } from './resources/disease';
import { diseaseDetailResource } from './resources/disease-detail';
import { diseaseLevelResource } from './resources/disease-level';
import { featureResource } from './resources/feature';
import { feedbackResource } from './resources/feedback';
import { goodsResource } from './resources/goods';
import { imageTypeResource } from './resources/image-type';
import { iosIndexItemResource, iosIndexResource } from './resources/ios-index';
import { menuResource } from './resources/menu';
import { buttonResource, resourceTypeResource, urlResource } from './resources/permission';
import { printJobResource } from './resources/print-job';
import { questionResource } from './resources/question';
import { roleResource } from './resources/role';
import { settingResource } from './resources/setting';
import { shipperResource } from './resources/shipper';
import { skinPlanResource } from './resources/skin-plan';
import { inputOrderResource, outputOrderResource } from './resources/stock-order';
import { storeResource } from './resources/store';
import { testRecordResource } from './resources/test-record';
import { beaconResource, gatewayResource } from './resources/tracking-anchors';
import { buildingResource, floorResource } from './resources/tracking-building';
import { fenceResource } from './resources/tracking-fence';
import { brandResource, equipmentResource } from './resources/tracking-tags';
import { yardResource } from './resources/tracking-yard';
import { userResource } from './resources/user';

export * from './auth';
export * from './common/clients';
export * from './common/codes';
export * from './common/countries';
export * from './common/crud-endpoints';
export * from './common/endpoint';
export * from './common/envelope';
export * from './common/fields';
export * from './common/languages';
export * from './common/list-query';
export * from './common/markers';
export * from './common/messages';
export * from './common/paging';
export * from './common/phone';
export * from './common/pick-query';
export * from './common/resource';
export * from './common/seeded-labels';
export * from './common/translations';
export * from './endpoints/app-discovery';
export * from './endpoints/app-index';
export * from './endpoints/auth';
export * from './endpoints/consumers';
export * from './endpoints/dashboard';
export * from './endpoints/delete-usage';
export * from './endpoints/device-api';
export * from './endpoints/device-types';
export * from './endpoints/devices';
export * from './endpoints/dicts';
export * from './endpoints/disease-details';
export * from './endpoints/feedback';
export * from './endpoints/files';
export * from './endpoints/goods';
export * from './endpoints/health';
export * from './endpoints/index';
export * from './endpoints/me';
export * from './endpoints/menus';
export * from './endpoints/print-jobs';
export * from './endpoints/roles';
export * from './endpoints/settings';
export * from './endpoints/stock-orders';
export * from './endpoints/stores';
export * from './endpoints/test-records';
export * from './endpoints/tracking';
export * from './endpoints/users';
export * from './resources/agent';
export * from './resources/app-discovery';
export * from './resources/audit';
export * from './resources/consumer';
export * from './resources/custom-disease';
export * from './resources/dashboard-stats';
export * from './resources/device';
export * from './resources/device-bulk';
export * from './resources/device-lookup';
export * from './resources/device-type';
export * from './resources/dict';
export * from './resources/disease';
export * from './resources/disease-detail';
export * from './resources/disease-level';
export * from './resources/feature';
export * from './resources/feedback';
export * from './resources/goods';
export * from './resources/goods-batch';
export * from './resources/goods-sheet';
export * from './resources/image-type';
export * from './resources/ios-index';
export * from './resources/menu';
export * from './resources/permission';
export * from './resources/print-job';
export * from './resources/question';
export * from './resources/report-language';
export * from './resources/role';
export * from './resources/setting';
export * from './resources/shipper';
export * from './resources/skin-plan';
export * from './resources/stock-order';
export * from './resources/store';
export * from './resources/test-record';
export * from './resources/tracking-anchors';
export * from './resources/tracking-building';
export * from './resources/tracking-fence';
export * from './resources/tracking-fields';
export * from './resources/tracking-tags';
export * from './resources/tracking-yard';
export * from './resources/user';

/** Every declared resource, in menu order: the registry the seeds, routes and tests derive from. */
export const resources: readonly ResourceDef[] = [
  userResource,
  roleResource,
  menuResource,
  buttonResource,
  resourceTypeResource,
  urlResource,
  dictResource,
  agentResource,
  featureResource,
  auditResource,
  settingResource,
  deviceTypeResource,
  deviceResource,
  printJobResource,
  inputOrderResource,
  outputOrderResource,
  shipperResource,
  storeResource,
  consumerResource,
  testRecordResource,
  feedbackResource,
  imageTypeResource,
  diseaseLevelResource,
  diseaseResource,
  questionResource,
  goodsResource,
  customDiseaseResource,
  skinPlanResource,
  diseaseDetailResource,
  // The app's screens in the product's order: settings (above), the home, then discovery.
  iosIndexResource,
  iosIndexItemResource,
  appDiscoveryResource,
  appDiscoveryItemResource,
  yardResource,
  buildingResource,
  floorResource,
  gatewayResource,
  beaconResource,
  fenceResource,
  brandResource,
  equipmentResource,
];

/** The full catalogue of permission strings, seeded as button permissions. */
export const permissionCatalogue = (): string[] => [
  ...new Set([...resources.flatMap(permissionsOf), ...Object.values(MARKER_PERMISSIONS)]),
];
