/** User service routes (docs/product.md, API), reached through the web origin. */
export const USER_SERVICE = '/user-service/api/v1';
export const CAPTCHA_CHALLENGE_URL = `${USER_SERVICE}/captcha/challenge`;
