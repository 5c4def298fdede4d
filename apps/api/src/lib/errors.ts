/** A domain failure with the status and sentence the client should see. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { field: string; message: string }[],
    /** Headers the answer carries (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field ? [{ field, message }] : undefined);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string, field?: string) => new HttpError(422, message, field ? [{ field, message }] : undefined);
/** A request that may be sent again after `retryAfterMs`: 429 with Retry-After in whole seconds, rounded up. */
export const tooManyRequests = (message: string, retryAfterMs: number) =>
  new HttpError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
