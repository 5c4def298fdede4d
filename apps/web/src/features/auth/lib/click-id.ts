import { CLICK_ID_COOKIE, CLICK_ID_MAX_LENGTH } from '@/lib/click-id-param';

export { CLICK_ID_COOKIE };

/** The click id to send with sign-up, or undefined when there is none worth sending. */
export function clickIdForRegistration(cookieValue: string | undefined): string | undefined {
  const value = cookieValue?.trim();
  return value ? value.slice(0, CLICK_ID_MAX_LENGTH) : undefined;
}
