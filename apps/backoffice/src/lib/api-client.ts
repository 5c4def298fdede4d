import { CLIENT_HEADER, CLIENT_HEADER_VALUE, ZErrorResponse, type TErrorResponse } from '@casino/contracts';
import type { z } from 'zod';
import { t } from './i18n';

/** A failed call: the API's message (or a sentence of ours when there is none), its status and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: NonNullable<TErrorResponse['errors']> = [],
  ) {
    super(message);
  }
}

/** Whether `error` is the API saying nobody (or nobody any more) is signed in. */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * One call to the staff API, same origin, with the client header every state-changing call needs (the API's
 * CSRF check). The answer is parsed with its contract: a shape the console does not know is an error, not data.
 */
async function request<S extends z.ZodType>(method: Method, path: string, schema: S | undefined, body?: unknown): Promise<z.output<S>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        [CLIENT_HEADER]: CLIENT_HEADER_VALUE,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, t('errors.network'));
  }
  const text = await res.text();
  const data = text ? parseJson(text) : undefined;
  if (!res.ok) {
    const failure = ZErrorResponse.safeParse(data);
    if (failure.success) throw new ApiError(res.status, failure.data.message, failure.data.errors);
    throw new ApiError(res.status, t('errors.status', { status: res.status }));
  }
  if (!schema) return undefined as z.output<S>;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(res.status, t('errors.unexpectedAnswer'));
  return parsed.data;
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S) => request('GET', path, schema),
  post: <S extends z.ZodType>(path: string, body: unknown, schema: S) => request('POST', path, schema, body),
  put: <S extends z.ZodType>(path: string, body: unknown, schema: S) => request('PUT', path, schema, body),
  delete: <S extends z.ZodType>(path: string, schema: S) => request('DELETE', path, schema),
  /** A command whose answer the console does not read (the list it changed is fetched again). */
  command: (method: 'POST' | 'DELETE', path: string, body?: unknown) =>
    request(method, path, undefined, method === 'POST' ? (body ?? {}) : body),
};

/** The staff API's prefix; every path the console calls starts with it. */
export const STAFF_API = '/staff-api/v1';
