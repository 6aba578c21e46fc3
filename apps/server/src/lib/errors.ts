import { Code } from '@skin/contract';

/** An error the API reports to the caller as it is: status, envelope code and message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Input that breaks a rule; `fields` maps field names to messages. */
export const Invalid = (message: string, fields?: Record<string, string>) =>
  new AppError(400, Code.invalid, message, fields);
/** Missing or unknown row, or one outside the caller's tenant (never tell which). */
export const NotFound = (what = 'Record') => new AppError(404, Code.notFound, `${what} not found`);
export const Conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, Code.conflict, message, fields);
export const Forbidden = (message = 'Forbidden') => new AppError(403, Code.forbidden, message);
export const Unauthorized = (code: number, message: string) => new AppError(401, code, message);
export const Unavailable = () => new AppError(503, Code.unavailable, 'Service temporarily unavailable');

/** Error from the OAuth token endpoint: answered as `{error, error_description}` (RFC 6749 §5.2). */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}
