/** User service routes (SPEC.md §7), reached through the web origin. */
export const USER_SERVICE = '/user-service/api/v1';
export const CAPTCHA_CHALLENGE_URL = `${USER_SERVICE}/captcha/challenge`;
