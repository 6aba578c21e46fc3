import type { AnyEndpoint } from '../common/endpoint';
import { appDiscoveryEndpoints } from './app-discovery';
import { appIndexEndpoints } from './app-index';
import { authEndpoints } from './auth';
import { consumerEndpoints } from './consumers';
import { dashboardEndpoints } from './dashboard';
import { deleteUsageEndpoints } from './delete-usage';
import { deviceApiEndpoints } from './device-api';
import { deviceTypeEndpoints } from './device-types';
import { deviceEndpoints } from './devices';
import { dictEndpoints } from './dicts';
import { diseaseDetailEndpoints } from './disease-details';
import { feedbackEndpoints } from './feedback';
import { fileEndpoints } from './files';
import { goodsEndpoints } from './goods';
import { healthEndpoints } from './health';
import { meEndpoints } from './me';
import { menuEndpoints } from './menus';
import { printJobEndpoints } from './print-jobs';
import { roleEndpoints } from './roles';
import { settingEndpoints } from './settings';
import { inputOrderEndpoints, outputOrderEndpoints } from './stock-orders';
import { storeEndpoints } from './stores';
import { sharedReportEndpoints, testRecordEndpoints } from './test-records';
import { trackingEndpoints } from './tracking';
import { userEndpoints } from './users';

/** The endpoints of a group, nested groups included. */
function endpointsIn(group: object): AnyEndpoint[] {
  return Object.values(group).flatMap((value) =>
    'method' in value && 'path' in value ? [value as AnyEndpoint] : endpointsIn(value),
  );
}

/** Every declared endpoint beyond the resources' standard routes (the server registers each). */
export const declaredEndpoints = (): AnyEndpoint[] =>
  [
    authEndpoints,
    meEndpoints,
    healthEndpoints,
    dashboardEndpoints,
    userEndpoints,
    roleEndpoints,
    menuEndpoints,
    dictEndpoints,
    settingEndpoints,
    fileEndpoints,
    deviceEndpoints,
    deviceTypeEndpoints,
    deviceApiEndpoints,
    printJobEndpoints,
    inputOrderEndpoints,
    outputOrderEndpoints,
    goodsEndpoints,
    consumerEndpoints,
    testRecordEndpoints,
    sharedReportEndpoints,
    diseaseDetailEndpoints,
    feedbackEndpoints,
    deleteUsageEndpoints,
    storeEndpoints,
    appDiscoveryEndpoints,
    appIndexEndpoints,
    trackingEndpoints,
  ].flatMap(endpointsIn);
