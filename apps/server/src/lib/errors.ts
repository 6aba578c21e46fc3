import { Code, formatMessage, type MessageKey, type MessageRef } from '@skin/contract';

/** A message given by key alone, or by key and parameters. */
export type Message = MessageKey | MessageRef;
const refOf = (m: Message): MessageRef => (typeof m === 'string' ? { key: m } : m);

/**
 * An error the API reports to the caller as it is: status, envelope code, and the message as a
 * key of the contract's catalogue with its parameters (the English text is derived from them).
 */
export class AppError extends Error {
  readonly ref: MessageRef;
  readonly fields?: Record<string, MessageRef>;
  /** More the caller needs to act on the refusal (a conflict's difference), sent in `data`. */
  data?: Record<string, unknown>;
  constructor(
    readonly status: number,
    readonly code: number,
    message: Message,
    fields?: Record<string, Message>,
  ) {
    const ref = refOf(message);
    super(formatMessage(ref.key, ref.params));
    this.ref = ref;
    if (fields) this.fields = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, refOf(v)]));
  }
}

/** Input that breaks a rule; `fields` maps field names to messages. */
export const Invalid = (message: Message, fields?: Record<string, Message>) =>
  new AppError(400, Code.invalid, message, fields);
/** A multipart file part sent without a file name (`field` is the part's name). */
export const unnamedFile = (field: string) => {
  const ref: MessageRef = { key: 'fileNameMissing', params: { name: field.slice(0, 40) } };
  return Invalid(ref, { [field.slice(0, 40)]: ref });
};
/** Missing or unknown row, or one outside the caller's tenant (never tell which). */
export const NotFound = (message: MessageKey = 'recordNotFound') => new AppError(404, Code.notFound, message);
/** Whether `err` is a NotFound (or any 404 the API raised). */
export const isNotFound = (err: unknown) => err instanceof AppError && err.status === 404;
export const Conflict = (message: Message, fields?: Record<string, Message>) =>
  new AppError(409, Code.conflict, message, fields);
/** A conflict that hands the caller what it needs to resolve it (`data`, beside the message). */
export const ConflictWith = (message: Message, data: Record<string, unknown>) => {
  const error = Conflict(message);
  error.data = data;
  return error;
};
export const Forbidden = (message: Message) => new AppError(403, Code.forbidden, message);
export const Unauthorized = (code: number, message: Message) => new AppError(401, code, message);
export const Unavailable = () => new AppError(503, Code.unavailable, 'unavailable');

/**
 * Error from the OAuth token endpoint: answered as `{error, error_description}` (RFC 6749 §5.2),
 * with the message key as the extension field `error_key` so the console can translate it.
 */
export class OAuthError extends Error {
  readonly ref: MessageRef;
  constructor(
    readonly status: number,
    readonly error: string,
    message: Message,
  ) {
    const ref = refOf(message);
    super(formatMessage(ref.key, ref.params));
    this.ref = ref;
  }
  get description() {
    return this.message;
  }
}
