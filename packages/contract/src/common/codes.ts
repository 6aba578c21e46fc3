import { MESSAGES } from './messages';

/** Envelope codes the console reacts to (spec §8; DESIGN §2). */
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

/** Messages fixed by the spec (§8): the server's are in the message catalogue, the rest the console shows. */
export const Msg = {
  roleInUse: MESSAGES.roleInUse,
  noChange: MESSAGES.noChange,
  deviceModelExists: MESSAGES.deviceModelExists,
  jsonFormat: MESSAGES.jsonFormat,
  phoneFormat: MESSAGES.phoneFormat,
  newPasswordShort: MESSAGES.newPasswordShort,
  passwordShort: MESSAGES.passwordShort,
  passwordChanged: 'Password modification succeeded, please login again',
  deleteConfirm: 'Are you sure to delete the selected data item?',
  verificationFailed: 'Verification failed, please Login again.',
  rolesRequired: 'getInfo: roles must be a non-null array!',
} as const;
