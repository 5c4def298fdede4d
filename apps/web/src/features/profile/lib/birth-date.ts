import { MINIMUM_AGE } from '@casino/contracts';

/** What an empty native date input shows; sent as null, never as a date (docs/product.md, Validation). */
export const BIRTH_DATE_PLACEHOLDER = 'yyyy-mm-dd';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2001-02-29" is not a date; "2000-02-29" is. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The date input's value as unix seconds of midnight UTC of that calendar date (the server keeps
 * the UTC date). Empty, the placeholder or anything not a real date is null.
 */
export function birthDateToSeconds(value: string | null | undefined): number | null {
  const date = (value ?? '').trim();
  if (date === '' || date.toLowerCase() === BIRTH_DATE_PLACEHOLDER || !isIsoDate(date)) return null;
  return Date.parse(`${date}T00:00:00Z`) / 1000;
}

/** Unix seconds from the server as the date input's value; '' when there is none. */
export function secondsToBirthDate(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The latest birth date of someone old enough to play: today (the player's calendar) minus 18
 * years. Someone born on 29 February is of age on 28 February in years without one.
 */
export function maxBirthDate(today: Date = new Date(), minimumAge: number = MINIMUM_AGE): string {
  const year = today.getFullYear() - minimumAge;
  const month = today.getMonth();
  const lastDayOfMonth = new Date(year, month + 1, 0).getDate();
  const day = Math.min(today.getDate(), lastDayOfMonth);
  return `${pad(year, 4)}-${pad(month + 1)}-${pad(day)}`;
}

/** ISO dates compare as strings. */
export function isOldEnough(value: string, today: Date = new Date()): boolean {
  return isIsoDate(value) && value <= maxBirthDate(today);
}
