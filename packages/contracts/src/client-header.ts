/** Header the web client sends on every state-changing call (CSRF defence). */
export const CLIENT_HEADER = 'x-requested-with';
export const CLIENT_HEADER_VALUE = 'casino-web';
