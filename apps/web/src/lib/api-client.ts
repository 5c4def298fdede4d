import { CLIENT_HEADER, CLIENT_HEADER_VALUE, type TErrorResponse } from '@casino/contracts';

/** A failed call: the server's message (or the status text), the status, the field errors and when to try again. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: TErrorResponse['errors'] = [],
    /** From Retry-After (whole seconds), on a refusal the same call may try again after. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
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
    const retryAfter = res.headers.get('retry-after');
    const retryAfterMs = retryAfter && /^\d{1,6}$/.test(retryAfter) ? Number(retryAfter) * 1000 : undefined;
    throw new ApiError(res.status, err.message || res.statusText || `Request failed (${res.status})`, err.errors, retryAfterMs);
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
