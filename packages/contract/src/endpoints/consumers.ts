import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { emptyEnvelope, envelope } from '../common/envelope';
import { id } from '../common/fields';
import { permissionOf } from '../common/resource';
import { consumerErase, consumerResource } from '../resources/consumer';
import { testRecordEntity } from '../resources/test-record';

/** A consumer a selector's search found. */
export const consumerHit = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  storeId: z.number(),
});
export type ConsumerHit = z.infer<typeof consumerHit>;

/** A test on a consumer's timeline, with its dimensions' scores. */
export const consumerTest = testRecordEntity.extend({
  scores: z.array(z.object({ diseaseId: z.number(), score: z.number() })),
});
export type ConsumerTest = z.infer<typeof consumerTest>;

const tag = consumerResource.name;
const query = permissionOf(consumerResource, 'query');

/** Consumers beyond the standard routes: the selectors' search and the tests' timeline. */
export const consumerEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/consumer/search',
    permission: query,
    tag,
    summary: 'The first 50 consumers whose name or phone holds the text',
    query: z.object({ text: z.string().trim().max(64).default(''), storeId: id.optional() }),
    response: envelope(z.array(consumerHit)),
  }),
  tests: defineEndpoint({
    method: 'GET',
    path: '/consumer/id/:id/tests',
    permission: query,
    tag,
    summary: "A consumer's tests, oldest first, with their dimensions' scores (at most the last 200)",
    params: z.object({ id }),
    response: envelope(z.array(consumerTest)),
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
