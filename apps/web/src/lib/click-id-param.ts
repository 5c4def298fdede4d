/** The query parameter an affiliate link carries (docs/product.md, Special behaviours), matched in any letter case. */
const CLICK_ID_PARAM = 'clickid';

/** The cookie the sign-up form reads (features/auth/lib/click-id.ts uses the same name). */
export const CLICK_ID_COOKIE = 'click_id';

/** The registration contract (and the users.click_id column) hold at most 128 characters. */
export const CLICK_ID_MAX_LENGTH = 128;

/** One month, the life of the click_id cookie (docs/product.md, Numbers). */
export const CLICK_ID_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Letters, digits and the few separators tracking ids use; anything else is dropped. */
const UNSAFE = /[^A-Za-z0-9._~:-]/g;

export type ClickIdParam =
  /** No clickid parameter in the URL: nothing to do. */
  | { isPresent: false }
  /** The parameter is there: redirect to / and, when `value` is set, store it. */
  | { isPresent: true; value: string | undefined };

function cleanValue(raw: string): string | undefined {
  const trimmed = raw.trim();
  // An overly long value is not a click id we could store whole, so none of it is kept.
  if (!trimmed || trimmed.length > CLICK_ID_MAX_LENGTH) return undefined;
  return trimmed.replace(UNSAFE, '') || undefined;
}

/**
 * Reads the click id from a query string (`?ClickID=aff-1`). With several clickid parameters the
 * first usable one wins; an empty, overly long or entirely unsafe value counts as none.
 */
export function readClickIdParam(search: URLSearchParams | string): ClickIdParam {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  let isPresent = false;
  for (const [name, raw] of params) {
    if (name.toLowerCase() !== CLICK_ID_PARAM) continue;
    isPresent = true;
    const value = cleanValue(raw);
    if (value) return { isPresent, value };
  }
  return isPresent ? { isPresent, value: undefined } : { isPresent };
}
