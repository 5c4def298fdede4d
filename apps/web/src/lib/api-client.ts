import { CLIENT_HEADER, CLIENT_HEADER_VALUE, type TErrorResponse } from '@casino/contracts';

/**
 * A failed call: the server's message (or the status text), the status, the field errors and, when the
 * server said when to try again (Retry-After, a rate limit), how long to wait.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: TErrorResponse['errors'] = [],
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** Retry-After in seconds (the form our API sends) as milliseconds; undefined when absent or not a number. */
function retryAfterMsOf(header: string | null): number | undefined {
  const seconds = header === null || header.trim() === '' ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1_000 : undefined;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      [CLIENT_HEADER]: CLIENT_HEADER_VALUE,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const err = (data ?? {}) as Partial<TErrorResponse>;
    const message = err.message || res.statusText || `Request failed (${res.status})`;
    throw new ApiError(res.status, message, err.errors, retryAfterMsOf(res.headers.get('retry-after')));
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body ?? {}),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};
