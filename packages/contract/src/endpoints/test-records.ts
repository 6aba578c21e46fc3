import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { id } from '../common/fields';
import { listQueryOf } from '../common/list-query';
import { permissionOf } from '../common/resource';
import { reportLanguageQuery } from '../resources/report-language';
import { reportComparison, testExportPage, testRecordResource, testReport } from '../resources/test-record';

/** A test's report in the console, and the test export. */
export const testRecordEndpoints = {
  /**
   * One page of the test list's export, each test with its dimensions' scores; refused
   * (`testExportTooLarge`) when more than `TEST_EXPORT_LIMIT` tests match.
   */
  exportPage: defineEndpoint({
    method: 'GET',
    path: '/test-record/export',
    permission: permissionOf(testRecordResource, 'query'),
    tag: testRecordResource.name,
    summary: 'A page of the tests the filters match, with their scores per dimension, for the Excel export',
    query: listQueryOf(testRecordResource),
    response: envelope(testExportPage),
  }),
  report: defineEndpoint({
    method: 'GET',
    path: '/test-record/id/:id/report',
    permission: permissionOf(testRecordResource, 'query'),
    tag: testRecordResource.name,
    summary: 'The report of a test, as the analyzer shows it',
    params: z.object({ id }),
    query: reportLanguageQuery,
    response: envelope(testReport),
  }),
  reportChanges: defineEndpoint({
    method: 'GET',
    path: '/test-record/id/:id/report/changes',
    permission: permissionOf(testRecordResource, 'query'),
    tag: testRecordResource.name,
    summary: "What today's knowledge base would change in the report kept as made",
    params: z.object({ id }),
    query: reportLanguageQuery,
    response: envelope(reportComparison),
  }),
  remakeReport: defineEndpoint({
    method: 'POST',
    path: '/test-record/id/:id/report/remake',
    permission: testRecordResource.extra.remakeReport,
    tag: testRecordResource.name,
    summary: "Replaces the report kept as made by the one today's knowledge base makes",
    params: z.object({ id }),
    query: reportLanguageQuery,
    response: envelope(testReport),
  }),
};
