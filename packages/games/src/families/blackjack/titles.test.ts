import { describe, expect, it } from 'vitest';
import { FloatSource } from '../../fairness/float-source';
import { blackjackFamily, MAX_CARDS, SHOE_SIZE, type BlackjackState, type BlackjackTable } from './blackjack';
import { blackjackMath } from './rtp';
import { cardOf, DECK_SIZE } from '../../shared/cards';
import { BLACKJACK_TITLES, blackjackMaxWin } from './titles';

const title = BLACKJACK_TITLES.VelvetBlackjack;

/** The floats that put these cards first in the shoe. */
function floatsFor(codes: string): number[] {
  const shoe = Array.from({ length: SHOE_SIZE }, (_, place) => place % DECK_SIZE);
  const wanted = codes.split(' ');
  return Array.from({ length: MAX_CARDS }, (_, place) => {
    if (wanted[place] === undefined) return 0;
    const pick = shoe.indexOf(cardOf(wanted[place])!, place);
    [shoe[place], shoe[pick]] = [shoe[pick]!, shoe[place]!];
    return (pick - place + 0.5) / (SHOE_SIZE - place);
  });
}

describe('Velvet Blackjack', () => {
  it('states basic strategy’s exact infinite-shoe return rounded down', () => {
    expect(title.rtp).toBe((Math.floor(blackjackMath().rtp * 10_000) / 100).toFixed(2));
  });

  it('reaches its maximum win: four split eights, each doubled to 19, against a dealer who busts', () => {
    const { maxBet } = title.config.limits;
    let state: BlackjackState = blackjackFamily.open(
      title.config,
      { amount: maxBet },
      new FloatSource(floatsFor('8h 6c 8d Ts 8s 8c 3c 8h 3d 8h 3h 8d 3s 8s Kc')),
    );
    for (const kind of ['split', 'split', 'split', 'double', 'double', 'double', 'double'] as const) {
      state = blackjackFamily.act!(title.config, state, { kind });
    }
    const table = state.steps.at(-1) as BlackjackTable;
    expect(table.hands.map((hand) => [hand.cards.join(' '), hand.outcome])).toEqual([
      ['8h 3c 8h', 'win'],
      ['8c 3d 8h', 'win'],
      ['8s 3h 8d', 'win'],
      ['8d 3s 8s', 'win'],
    ]);
    expect(table.dealer).toEqual(['6c', 'Ts', 'Kc']);
    expect([state.stake, state.win]).toEqual([8n * maxBet, blackjackMaxWin(title.config)]);
    expect(blackjackMaxWin(title.config)).toBe(3_200_000n);
  });
});
