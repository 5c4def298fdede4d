'use client';
import { lazy, Suspense } from 'react';

/** An amount as the server rendered it: the decimal it formatted and the text it showed. */
export type RenderedMoney = { amount: string; text: string };

// The formatter and the currency table come with the first amount that differs from the server's.
const FormattedMoney = lazy(async () => {
  const { formatMoney } = await import('@/lib/money');
  return { default: ({ amount, currency }: { amount: string; currency: string }) => formatMoney(amount, currency) };
});

/**
 * A live amount that starts as the server formatted it, so the formatter is no part of the page's first load. Once
 * the amount changes the formatter loads; the server's text stays until it has.
 */
export function LiveMoney({ amount, currency, rendered }: { amount: string; currency: string; rendered?: RenderedMoney }) {
  if (rendered?.amount === amount) return rendered.text;
  return (
    <Suspense fallback={rendered?.text ?? null}>
      <FormattedMoney amount={amount} currency={currency} />
    </Suspense>
  );
}
