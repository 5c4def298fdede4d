/** Cookie holding an affiliate click id (SPEC.md §2: set from a `clickid` query parameter, kept a month). */
export const CLICK_ID_COOKIE = 'click_id';

/** The registration contract accepts up to 128 characters. */
const CLICK_ID_MAX = 128;

/** The click id to send with sign-up, or undefined when there is none worth sending. */
export function clickIdForRegistration(cookieValue: string | undefined): string | undefined {
  const value = cookieValue?.trim();
  return value ? value.slice(0, CLICK_ID_MAX) : undefined;
}
