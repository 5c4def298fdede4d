import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the API's per-field errors under the fields the form has; answers whether the message above the form is
 * still needed (no field error placed, or an error without any).
 */
export function placeFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  if (!(error instanceof ApiError)) return true;
  const placed = error.errors.filter((e) => (fields as readonly string[]).includes(e.field));
  for (const e of placed) setError(e.field as Path<T>, { type: 'server', message: e.message });
  return placed.length === 0;
}

/** The status of a failed call (0 for a network failure or an error of ours). */
export function statusOf(error: unknown): number {
  return error instanceof ApiError ? error.status : 0;
}
