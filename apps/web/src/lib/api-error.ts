/** A failed call: `code` is the envelope code when the server sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code?: number,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
