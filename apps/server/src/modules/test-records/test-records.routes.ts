import {
  consumerResource,
  envelope,
  id,
  permissionOf,
  testRecordEntity,
  testRecordResource,
  testReport,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrud } from '../../lib/crud/register';
import { ok } from '../../lib/crud/reply';
import type { TestRecordService } from './test-records.service';

const timelineEntry = testRecordEntity.extend({
  scores: z.array(z.object({ diseaseId: z.number(), score: z.number() })),
});

/** Skin tests in the console: list, detail, delete, the report, and a consumer's timeline. */
export async function testRecordRoutes(app: FastifyInstance, { tests }: { tests: TestRecordService }) {
  registerCrud(app, testRecordResource, tests);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/test-record/id/:id/report', {
    config: { permission: permissionOf(testRecordResource, 'query') },
    schema: {
      tags: [testRecordResource.name],
      summary: 'The report of a test, as the analyzer shows it',
      params: z.object({ id }),
      response: { 200: envelope(testReport) },
    },
    handler: async (req) => ok(await tests.report(req.actor, req.params.id)),
  });
  r.get('/api/consumer/id/:id/tests', {
    config: { permission: permissionOf(consumerResource, 'query') },
    schema: {
      tags: [consumerResource.name],
      summary: "A consumer's tests, oldest first, with their dimensions' scores (at most the last 200)",
      params: z.object({ id }),
      response: { 200: envelope(z.array(timelineEntry)) },
    },
    handler: async (req) => ok(await tests.timeline(req.actor, req.params.id)),
  });
}
