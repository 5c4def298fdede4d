import { parseAmount, ZCurrencyCode, ZStaffBonusReason, type TStaffBonusGrantRequest } from '@casino/contracts';
import { z } from 'zod';
import { t } from '@/lib/i18n';

// The "Grant a bonus" form: an amount in the currency's major units as typed ("25.00"), sent as minor units.

export const ZGrantForm = z
  .object({
    amount: z.string().trim(),
    currency: ZCurrencyCode,
    freeSpins: z
      .string()
      .trim()
      .regex(/^\d{0,5}$/, { error: t('bonuses.player.spinsWhole') }),
    reason: ZStaffBonusReason,
  })
  .superRefine((v, ctx) => {
    const parsed = v.amount === '' ? { isValid: true as const, minor: 0n } : parseAmount(v.amount, v.currency);
    if (!parsed.isValid) return ctx.addIssue({ code: 'custom', path: ['amount'], message: parsed.message });
    if (parsed.minor === 0n && Number(v.freeSpins || '0') === 0) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: t('bonuses.player.giveSomething') });
    }
  });
export type GrantFormInput = z.input<typeof ZGrantForm>;
export type GrantFormValues = z.output<typeof ZGrantForm>;

/** The request a checked form makes, under the submission's key. */
export function grantRequestOf(values: GrantFormValues, idempotencyKey: string): TStaffBonusGrantRequest {
  const parsed = values.amount === '' ? undefined : parseAmount(values.amount, values.currency);
  return {
    currency: values.currency,
    amount: parsed?.isValid ? parsed.minor.toString() : '0',
    freeSpins: Number(values.freeSpins || '0'),
    reason: values.reason,
    idempotencyKey,
  };
}
