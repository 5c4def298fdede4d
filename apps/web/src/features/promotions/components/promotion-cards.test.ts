import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { playerPromotion } from '../lib/fixtures';
import { ActiveBonusCard } from './active-bonus-card';
import { FinishedList } from './finished-list';

describe('ActiveBonusCard', () => {
  it('shows the bonus, its spins on their slot, the maximum stake, the progress and a forfeit action', () => {
    const promotion = playerPromotion({
      bonusAmount: '60.00',
      freeSpins: 125,
      freeSpinsGame: { slug: 'lucky-lanterns', name: 'Lucky Lanterns', imageId: 'lunarforge:LuckyLanterns', provider: 'LunarForge' },
      maximumBet: '5.00',
      wageringRequirement: '2100.00',
      wagered: '210.00',
    });
    const html = renderToStaticMarkup(createElement(ActiveBonusCard, { promotion }));
    expect(html).toContain('€60.00');
    expect(html).toContain('href="/game/lucky-lanterns"');
    expect(html).toContain('on Lucky Lanterns');
    expect(html).toContain('€5.00');
    expect(html).toContain('€210.00 of €2,100.00');
    expect(html).toContain('(10%)');
    expect(html).toContain('Forfeit bonus');
  });

  it('shows the bonus money it holds now, not the amount granted (none for free spins)', () => {
    const promotion = playerPromotion({ source: 'no_deposit', bonusAmount: '0.00', bonusBalance: '2.24', freeSpins: 20 });
    const html = renderToStaticMarkup(createElement(ActiveBonusCard, { promotion }));
    expect(html).toMatch(/data-testid="fact-bonus"[^>]*><dt[^>]*>Bonus<\/dt><dd[^>]*>€2\.24<\/dd>/);
  });

  it('says when stakes are not limited', () => {
    const html = renderToStaticMarkup(createElement(ActiveBonusCard, { promotion: playerPromotion({ maximumBet: null }) }));
    expect(html).toContain('No limit');
  });
});

describe('FinishedList', () => {
  it('lists each finished promotion with its status in words', () => {
    const html = renderToStaticMarkup(
      createElement(FinishedList, {
        promotions: [
          playerPromotion({ id: 'a', status: 'completed', displayName: '1st deposit' }),
          playerPromotion({ id: 'b', status: 'forfeited', displayName: '2nd deposit', freeSpins: 0 }),
          playerPromotion({ id: 'c', status: 'expired', displayName: 'Spring code' }),
          playerPromotion({ id: 'd', status: 'rejected', displayName: 'NO DEPOSIT' }),
        ],
      }),
    );
    for (const text of ['Completed', 'Forfeited', 'Expired', 'Rejected', 'Spring code', 'Bonus €100.00', '100 free spins']) {
      expect(html).toContain(text);
    }
  });

  it('says what will be listed when nothing is over yet', () => {
    expect(renderToStaticMarkup(createElement(FinishedList, { promotions: [] }))).toContain('will be listed here');
  });
});
