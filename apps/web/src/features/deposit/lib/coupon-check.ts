import type { TCouponValidationResponse } from '@casino/contracts';

/**
 * Whether a deposit may go ahead with the bonus code as typed: no code, or one the API accepted, may; a code
 * is checked first. `error` is why the code cannot be used (the contract's or the API's words), until it changes.
 */
export function couponGate(
  code: string,
  offer: TCouponValidationResponse | undefined,
  error: string | undefined,
): 'continue' | 'check' | 'blocked' {
  if (code === '') return 'continue';
  if (error) return 'blocked';
  return offer?.couponName === code ? 'continue' : 'check';
}
