import {
  consumerEndpoints,
  sharedReportEndpoints,
  testRecordEndpoints,
  testRecordResource,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { registerCrud } from '../../lib/crud/register';
import { done, ok } from '../../lib/crud/reply';
import type { TestRecordService } from './test-records.service';

/**
 * Skin tests in the console: list, export, detail, delete, the report (kept, compared, remade), a
 * consumer's timeline and problems to improve.
 */
export async function testRecordRoutes(app: FastifyInstance, { tests }: { tests: TestRecordService }) {
  registerCrud(app, testRecordResource, tests);
  registerEndpoint(app, testRecordEndpoints.report, async (req) =>
    ok(await tests.report(req.actor, req.params.id, req.query.lang)),
  );
  registerEndpoint(app, testRecordEndpoints.reportChanges, async (req) =>
    ok(await tests.reportChanges(req.actor, req.params.id, req.query.lang)),
  );
  registerEndpoint(app, testRecordEndpoints.remakeReport, async (req) =>
    ok(await tests.remakeReport(req.actor, req.params.id, req.query.lang), 'Update succeeded'),
  );
  registerEndpoint(app, testRecordEndpoints.shareStatus, async (req) =>
    ok(await tests.shareStatus(req.actor, req.params.id)),
  );
  registerEndpoint(app, testRecordEndpoints.share, async (req) =>
    ok(await tests.share(req.actor, req.params.id)),
  );
  registerEndpoint(app, testRecordEndpoints.revokeShare, async (req) => {
    await tests.revokeShare(req.actor, req.params.id);
    return done();
  });
  // No account: the token is the whole of the caller (docs/skin-tests.md, "Shared reports").
  registerEndpoint(app, sharedReportEndpoints.report, async (req) =>
    ok(await tests.sharedReport(req.params.token)),
  );
  registerEndpoint(app, consumerEndpoints.tests, async (req) =>
    ok(await tests.timeline(req.actor, req.params.id)),
  );
  registerEndpoint(app, consumerEndpoints.problems, async (req) =>
    ok(await tests.problems(req.actor, req.params.id)),
  );
  registerEndpoint(app, testRecordEndpoints.exportPage, async (req) =>
    // The query is the list's own (paging, filters, sort), checked by its schema.
    ok(await tests.exportPage(req.actor, req.query as Parameters<TestRecordService['exportPage']>[1])),
  );
}
