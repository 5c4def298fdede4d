import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JackpotWin } from './jackpot-win';

const render = (amount: string, currency: string) =>
  renderToStaticMarkup(createElement(JackpotWin, { amount, currency, poolName: 'Grand Jackpot', onClose: () => {} }));

/** The markup's text, tags dropped and whitespace folded, as a screen reader would read it. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the jackpot won', () => {
  it('is an alert dialog named by its title and described by the pool and the amount, with a button to close it', () => {
    const html = render('12345.67', 'EUR');
    expect(html).toMatch(/^<dialog[^>]* role="alertdialog"/);
    expect(html).toContain('aria-labelledby="jackpot-win-title"');
    expect(html).toContain('aria-describedby="jackpot-win-text"');
    expect(html).toMatch(/<h2 id="jackpot-win-title"[^>]*>Jackpot!<\/h2>/);
    expect(textOf(html)).toContain('You won the Grand Jackpot €12,345.67 Paid into your balance.');
    expect(html).toMatch(/<button type="button"[^>]*>Collect<\/button>/);
  });

  it('shows the amount exactly, in the currency’s own minor units', () => {
    expect(textOf(render('1000.05', 'EUR'))).toContain('€1,000.05');
    expect(textOf(render('150000', 'JPY'))).toContain('¥150,000');
    expect(textOf(render('0.00012345', 'BTC'))).toContain('0.00012345 BTC');
    expect(textOf(render('98765432109876.01', 'USD'))).toContain('$98,765,432,109,876.01');
  });
});
