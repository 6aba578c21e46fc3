import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { id } from '../common/fields';
import { permissionOf } from '../common/resource';
import { reportComparison, testRecordResource, testReport } from '../resources/test-record';

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
  reportChanges: defineEndpoint({
    method: 'GET',
    path: '/test-record/id/:id/report/changes',
    permission: permissionOf(testRecordResource, 'query'),
    tag: testRecordResource.name,
    summary: "What today's knowledge base would change in the report kept as made",
    params: z.object({ id }),
    response: envelope(reportComparison),
  }),
  remakeReport: defineEndpoint({
    method: 'POST',
    path: '/test-record/id/:id/report/remake',
    permission: testRecordResource.extra.remakeReport,
    tag: testRecordResource.name,
    summary: "Replaces the report kept as made by the one today's knowledge base makes",
    params: z.object({ id }),
    response: envelope(testReport),
  }),
};
