import { z } from 'zod';
import { tokenError, tokenRequest, tokenResponse } from '../auth';
import { defineEndpoint } from '../common/endpoint';
import { emptyEnvelope } from '../common/envelope';

/** Sign-in and sign-out (docs/product-rules.md, "API paths"). */
export const authEndpoints = {
  /**
   * OAuth 2 (RFC 6749): the fields as query parameters or a form body, the bare token JSON on
   * success and `{error, error_description}` on failure.
   */
  token: defineEndpoint({
    method: 'POST',
    path: '/oauth/token',
    permission: 'public',
    tag: 'auth',
    summary: 'Password and refresh-token grants',
    query: tokenRequest.partial(),
    body: z.union([tokenRequest.partial(), z.null(), z.undefined()]).optional(),
    response: tokenResponse,
    errors: { 400: tokenError, 401: tokenError, 429: tokenError },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/oauth/logout',
    permission: 'signed-in',
    tag: 'auth',
    summary: 'End this session (all its refresh tokens)',
    response: emptyEnvelope,
  }),
};
