/**
 * A failed call: `code` is the envelope code when the server sent one, `data` the envelope's data
 * (what a refusal hands back beside its message, such as a conflict's difference).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code?: number,
    readonly status?: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
