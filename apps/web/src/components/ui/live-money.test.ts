import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/money';
import { LiveMoney, type RenderedMoney } from './live-money';

/** The HTML once everything, the lazily loaded formatter included, has rendered (without Suspense's markers). */
async function html(props: { amount: string; currency: string; rendered?: RenderedMoney }): Promise<string> {
  const { prelude } = await prerender(createElement('span', null, createElement(LiveMoney, props)));
  return (await new Response(prelude).text()).replace(/<!--.*?-->/g, '');
}

describe('LiveMoney', () => {
  it("shows the server's text while the amount is the one it formatted", async () => {
    // A text the formatter would never make: only the server's text can be shown.
    expect(await html({ amount: '1234.5', currency: 'EUR', rendered: { amount: '1234.5', text: 'as rendered' } })).toBe(
      '<span>as rendered</span>',
    );
  });

  it('formats an amount that has changed since', async () => {
    const shown = await html({ amount: '1300.25', currency: 'EUR', rendered: { amount: '1234.5', text: 'as rendered' } });
    expect(shown).toBe(`<span>${formatMoney('1300.25', 'EUR')}</span>`);
    expect(shown).toContain('1,300.25');
  });

  it('formats an amount the server never rendered', async () => {
    expect(await html({ amount: '0.00015', currency: 'BTC' })).toBe(`<span>${formatMoney('0.00015', 'BTC')}</span>`);
  });
});
