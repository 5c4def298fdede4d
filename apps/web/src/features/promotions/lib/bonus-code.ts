import { ZCouponValidationRequest } from '@casino/contracts';

/** What a bonus code box keeps of a keystroke: digits only (docs/product.md, Validation). */
export function cleanBonusCode(input: string): string {
  return input.replace(/\D/g, '');
}

/** The contract's message for a code that cannot be sent as typed, or undefined when it can. */
export function bonusCodeError(code: string): string | undefined {
  const result = ZCouponValidationRequest.safeParse({ couponName: code });
  return result.success ? undefined : result.error.issues[0]?.message;
}
