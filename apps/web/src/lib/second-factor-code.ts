/**
 * What a player types at a second-factor prompt: the 6-digit code of an authenticator app, or one of the recovery
 * codes (XXXX-XXXX-XXXX-XXXX). People copy codes with spaces and dashes ("123 456"); those go, so a code from the
 * app reaches the API as the six digits it checks.
 */
export function normalizeSecondFactorCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** A normalized code from the app: six digits. */
export const isAppCode = (code: string): boolean => /^\d{6}$/.test(code);

/** A normalized code of either kind: six digits, or a recovery code's 16 letters and digits. */
export const isSecondFactorCode = (code: string): boolean => isAppCode(code) || /^[A-Z0-9]{16}$/.test(code);
