import { ZCurrencyCode } from '@casino/contracts';
import { z } from 'zod';
import { t } from '@/lib/i18n';

/** The currency chooser: the select starts empty and must name a supported currency. */
export const ZCurrencyChooserForm = z.object({
  currency: z
    .string()
    .min(1, { error: t('wallet.chooser.required') })
    .pipe(ZCurrencyCode),
});
export type CurrencyChooserInput = z.input<typeof ZCurrencyChooserForm>;
export type CurrencyChooserValues = z.output<typeof ZCurrencyChooserForm>;
