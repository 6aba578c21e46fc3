/** Envelope codes the console reacts to (docs/architecture.md, "API conventions"). */
export const Code = {
  ok: 200,
  /** The server ended this session (account disabled, password changed): log out. */
  sessionEnded: 206,
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  throttled: 429,
  internal: 500,
  unavailable: 503,
  /** Token is malformed or its signature does not verify. */
  illegalToken: 50008,
  /** Token was revoked (signed out, refresh token reused). */
  revokedToken: 50012,
  /** Token expired. */
  expiredToken: 50014,
} as const;
