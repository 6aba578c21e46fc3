import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { emptyEnvelope, envelope } from '../common/envelope';
import { id } from '../common/fields';
import { permissionOf } from '../common/resource';
import { translationsOutput } from '../common/translations';
import { consumerErase, consumerResource } from '../resources/consumer';
import { scoredDimension, testWithScores } from '../resources/test-record';

/** A test on a consumer's timeline, with its dimensions' scores. */
export const consumerTest = testWithScores;
export type ConsumerTest = z.infer<typeof consumerTest>;

/** The most tests a timeline holds: the latest ones. */
export const TIMELINE_TESTS = 200;

/** A consumer's tests, oldest first, and the dimensions they score in the catalogue's order. */
export const consumerTimeline = z.object({
  tests: z.array(consumerTest).max(TIMELINE_TESTS),
  dimensions: z.array(scoredDimension).max(500),
});
export type ConsumerTimeline = z.infer<typeof consumerTimeline>;

/** A dimension the latest report found below the healthiest level (docs/skin-tests.md). */
export const dimensionProblem = scoredDimension.omit({ id: true }).extend({
  diseaseId: z.number(),
  score: z.number(),
  level: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type DimensionProblem = z.infer<typeof dimensionProblem>;

/**
 * A consumer's problems to improve: the improvement questions chosen on the consumer's form, and
 * the dimensions the latest test's report found below the healthiest level, worst first.
 */
export const consumerProblems = z.object({
  chosen: z
    .array(z.object({ id: z.number(), name: z.string(), translations: translationsOutput.nullish() }))
    .max(50),
  latest: z
    .object({ testId: z.number(), testedAt: z.string(), problems: z.array(dimensionProblem).max(64) })
    .nullable(),
});
export type ConsumerProblems = z.infer<typeof consumerProblems>;

const tag = consumerResource.name;
const query = permissionOf(consumerResource, 'query');

/** Consumers beyond the standard routes: the tests' timeline, the problems, erasure. */
export const consumerEndpoints = {
  tests: defineEndpoint({
    method: 'GET',
    path: '/consumer/id/:id/tests',
    permission: query,
    tag,
    summary: "A consumer's tests, oldest first, with their dimensions' scores (at most the last 200)",
    params: z.object({ id }),
    response: envelope(consumerTimeline),
  }),
  problems: defineEndpoint({
    method: 'GET',
    path: '/consumer/id/:id/problems',
    permission: query,
    tag,
    summary: "A consumer's problems to improve: the questions chosen and the latest report's problems",
    params: z.object({ id }),
    response: envelope(consumerProblems),
  }),
  erase: defineEndpoint({
    method: 'POST',
    path: '/consumer/id/:id/erase',
    permission: consumerResource.extra.erase,
    tag,
    summary: 'Erases a consumer with its tests, reports and photos, once the number of tests is confirmed',
    params: z.object({ id }),
    body: consumerErase,
    response: emptyEnvelope,
  }),
};
