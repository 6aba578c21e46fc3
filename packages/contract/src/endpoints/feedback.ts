import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { feedbackResource, feedbackRespond } from '../resources/feedback';

/** The answer to a store's feedback. */
export const feedbackEndpoints = {
  respond: defineEndpoint({
    method: 'PATCH',
    path: '/feedback/respond',
    permission: feedbackResource.extra.respond,
    tag: 'feedback',
    body: feedbackRespond,
    response: envelope(feedbackResource.entity),
  }),
};
