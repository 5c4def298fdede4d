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
    expect(html).toContain('€1,750.00 more in stakes turns the bonus into real money.');
  });

  it('says when the requirement is met', () => {
    const html = render({ wagered: '3500.00', wageringRequirement: '3500.00' });
    expect(html).toContain('aria-valuenow="100"');
    expect(html).toContain('Wagering complete');
  });
});
