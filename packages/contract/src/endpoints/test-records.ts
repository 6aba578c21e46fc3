import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { id } from '../common/fields';
import { permissionOf } from '../common/resource';
import { testRecordResource, testReport } from '../resources/test-record';

/** A test's report in the console. */
export const testRecordEndpoints = {
  report: defineEndpoint({
    method: 'GET',
    path: '/test-record/id/:id/report',
    permission: permissionOf(testRecordResource, 'query'),
    tag: testRecordResource.name,
    summary: 'The report of a test, as the analyzer shows it',
    params: z.object({ id }),
    response: envelope(testReport),
  }),
};
