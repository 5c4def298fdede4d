import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { playerPromotion } from '../lib/fixtures';
import { WageringBar } from './wagering-bar';

const render = (change: Parameters<typeof playerPromotion>[0]) =>
  renderToStaticMarkup(createElement(WageringBar, { promotion: playerPromotion(change) }));

describe('WageringBar', () => {
  it('shows the wagering as money and percent, with the bar at the same percent', () => {
    const html = render({ wagered: '1750.00', wageringRequirement: '3500.00' });
    expect(html).toContain('€1,750.00 of €3,500.00');
    expect(html).toContain('(50%)');
    expect(html).toContain('aria-valuenow="50"');
    expect(html).toContain('€1,750.00 more in stakes of bonus money turns the bonus into real money.');
  });

  it('says which stakes count, in the order stakes spend money', () => {
    const realFirst = render({ wagered: '0.00', wageringRequirement: '2100.00', spendOrder: 'real-first' });
    expect(realFirst).toContain('€2,100.00 more in stakes of bonus money turns the bonus into real money.');
    expect(realFirst).toContain('Your real money is staked first: only stakes paid from bonus money count');
    const bonusFirst = render({ wagered: '0.00', wageringRequirement: '2100.00', spendOrder: 'bonus-first' });
    expect(bonusFirst).toContain('Your bonus money is staked first: only stakes paid from bonus money count');
  });

  it('says when the requirement is met', () => {
    const html = render({ wagered: '3500.00', wageringRequirement: '3500.00' });
    expect(html).toContain('aria-valuenow="100"');
    expect(html).toContain('Wagering complete');
  });
});
