import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { emptyEnvelope, envelope } from '../common/envelope';
import { id } from '../common/fields';
import { listQueryOf } from '../common/list-query';
import { permissionOf } from '../common/resource';
import { reportLanguageQuery } from '../resources/report-language';
import {
  newReportShare,
  reportComparison,
  reportShare,
  sharedReport,
  shareToken,
  testExportPage,
  testRecordResource,
  testReport,
} from '../resources/test-record';

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
  shareStatus: defineEndpoint({
    method: 'GET',
    path: '/test-record/id/:id/share',
    permission: testRecordResource.extra.shareReport,
    tag: testRecordResource.name,
    summary: "The report's live public link, if it has one (its dates; the token is never kept)",
    params: z.object({ id }),
    response: envelope(reportShare.nullable()),
  }),
  share: defineEndpoint({
    method: 'POST',
    path: '/test-record/id/:id/share',
    permission: testRecordResource.extra.shareReport,
    tag: testRecordResource.name,
    summary: 'Makes a public link to the report, withdrawing the one before',
    description:
      'The answer carries the token once: only its hash is kept. The link lasts REPORT_SHARE_DAYS (30) days.',
    params: z.object({ id }),
    response: envelope(newReportShare),
  }),
  revokeShare: defineEndpoint({
    method: 'DELETE',
    path: '/test-record/id/:id/share',
    permission: testRecordResource.extra.shareReport,
    tag: testRecordResource.name,
    summary: "Withdraws the report's public link",
    params: z.object({ id }),
    response: emptyEnvelope,
  }),
};

const token = z.object({ token: shareToken });
/** A report opened by its public link, without an account (docs/skin-tests.md, "Shared reports"). */
export const sharedReportEndpoints = {
  report: defineEndpoint({
    method: 'GET',
    path: '/shared-report/:token',
    permission: 'public',
    tag: 'sharedReport',
    summary: 'The one report a live public link opens',
    params: token,
    response: envelope(sharedReport),
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/shared-report/:token/files/:id',
    permission: 'public',
    tag: 'sharedReport',
    summary: "A photo or goods picture of the link's report, through the link",
    params: token.extend({ id: z.uuid() }),
    raw: 'application/octet-stream',
    response: z.unknown(),
  }),
};
