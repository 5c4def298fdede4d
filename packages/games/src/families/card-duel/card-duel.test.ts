import { describe, expect, it } from 'vitest';
import { FloatSource } from '../../fairness/float-source';
import { cardOf, DECK_SIZE } from '../../shared/cards';
import { CARD_DUEL_TITLES } from './titles';
import { baccaratValue, bankerDraws, cardDuelFamily, type CardDuelBet, type CardDuelConfig } from './card-duel';

// The titles' own tables: the engine is tested on what the catalogue plays.
const baccarat = CARD_DUEL_TITLES.BaccaratNoir.config;
const highCard = CARD_DUEL_TITLES.HighCardDuel.config;

/**
 * Floats that deal these cards in order from a fresh shoe: the same partial Fisher–Yates as the engine,
 * each float landing in the middle of the place that holds a copy of the wanted card.
 */
function floatsDealing(config: CardDuelConfig, codes: string[]): FloatSource {
  const size = config.decks * DECK_SIZE;
  const shoe = Array.from({ length: size }, (_, i) => i);
  const floats = codes.map((code, place) => {
    const pick = shoe.findIndex((card, at) => at >= place && card % DECK_SIZE === cardOf(code));
    [shoe[place], shoe[pick]] = [shoe[pick]!, shoe[place]!];
    return (pick - place + 0.5) / (size - place);
  });
  return new FloatSource(floats);
}

const all: CardDuelBet = {
  spots: [
    { spot: 'player', amount: 1_000n },
    { spot: 'banker', amount: 1_000n },
    { spot: 'tie', amount: 100n },
  ],
};
const play = (cards: string, bet: CardDuelBet = all, config = baccarat) =>
  cardDuelFamily.open(config, bet, floatsDealing(config, cards.split(' ')));

describe('baccarat', () => {
  it('values aces 1, pips their face and tens and faces 0', () => {
    expect(['Ac', '2d', '9h', 'Ts', 'Jc', 'Qd', 'Kh'].map((code) => baccaratValue(cardOf(code)!))).toEqual([1, 2, 9, 0, 0, 0, 0]);
  });

  // The standard tableau, row by row: the Banker's points against the Player's third card (null: stood).
  it('has the Banker draw by the standard tableau, case by case', () => {
    const draws = (banker: number) =>
      [null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((third) => (bankerDraws(banker, third) ? 'D' : 'S')).join('');
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(draws)).toEqual([
      'DDDDDDDDDDD', // 0–2 always draw
      'DDDDDDDDDDD',
      'DDDDDDDDDDD',
      'DDDDDDDDDSD', // 3: stands only on a Player's third 8
      'DSSDDDDDDSS', // 4: draws on 2–7
      'DSSSSDDDDSS', // 5: draws on 4–7
      'SSSSSSSDDSS', // 6: draws on 6–7 only, stands when the Player stood
      'SSSSSSSSSSS', // 7 stands
    ]);
  });

  it('deals Player, Banker, Player, Banker and stops on a natural', () => {
    const round = play('9c 5d Th Ks');
    expect(round.steps[0]).toMatchObject({ player: ['9c', 'Th'], banker: ['5d', 'Ks'], playerTotal: 9, bankerTotal: 5, outcome: 'player' });
    // Player 1:1, Banker lost, Tie lost.
    expect(round.steps[0]!.wins).toEqual([2_000n, 0n, 0n]);
    expect([round.stake, round.win, round.isFinished]).toEqual([2_100n, 2_000n, true]);
  });

  it('has the Player draw on 0–5 and the Banker follow the tableau on the third card', () => {
    // Player 2+3 = 5 draws a 4 → 9; Banker 3+0 = 3 draws on a 4 → 3+7 = 0.
    const round = play('2c 3d 3h Ts 4c 7d');
    expect(round.steps[0]).toMatchObject({ player: ['2c', '3h', '4c'], banker: ['3d', 'Ts', '7d'], playerTotal: 9, bankerTotal: 0 });
    // Player 6 stands; Banker 5 draws (the Player stood) a 2 → 7 and wins at 0.95:1.
    const banker = play('6c 5d Th Ks 2h');
    expect(banker.steps[0]).toMatchObject({
      player: ['6c', 'Th'],
      banker: ['5d', 'Ks', '2h'],
      playerTotal: 6,
      bankerTotal: 7,
      outcome: 'banker',
    });
    expect(banker.steps[0]!.wins).toEqual([0n, 1_950n, 0n]);
    // Banker 3 stands on the Player's third 8.
    const stands = play('Ac 3d 2h Ks 8c');
    expect(stands.steps[0]).toMatchObject({ player: ['Ac', '2h', '8c'], banker: ['3d', 'Ks'], playerTotal: 1, bankerTotal: 3 });
  });

  it('pays the tie 8:1 and returns the Player and Banker stakes', () => {
    const round = play('7c 7d Th Ks');
    expect(round.steps[0]).toMatchObject({ playerTotal: 7, bankerTotal: 7, outcome: 'tie' });
    expect(round.steps[0]!.wins).toEqual([1_000n, 1_000n, 900n]);
  });

  it('takes the 5 % commission rounded down to the minor unit', () => {
    const round = play('6c 5d Th Ks 2h', { spots: [{ spot: 'banker', amount: 101n }] });
    expect(round.win).toBe(196n); // 101 × 1.95 = 196.95
  });

  it('deals from eight decks: the same card can come twice', () => {
    const round = play('Ac Ac 8h 8h');
    expect(round.steps[0]).toMatchObject({ player: ['Ac', '8h'], banker: ['Ac', '8h'], playerTotal: 9, outcome: 'tie' });
  });

  it('uses at most six floats and one per card dealt', () => {
    expect(cardDuelFamily.maxFloats(baccarat, all)).toBe(6);
    const floats = floatsDealing(baccarat, '9c 5d Th Ks'.split(' '));
    cardDuelFamily.open(baccarat, all, floats);
    expect(floats.used).toBe(4);
  });

  it('refuses bad bets with a sentence for the player', () => {
    const check = (spots: unknown) => cardDuelFamily.checkBet(baccarat, { spots } as CardDuelBet);
    expect(check([])).toBe('Place a stake on at least one spot.');
    expect(check(undefined)).toBe('Place a stake on at least one spot.');
    expect(check([{ spot: 'dragon', amount: 100n }])).toBe('This game offers these spots: Player, Banker, Tie.');
    expect(check([{ spot: 'tie', amount: 99n }])).toBe('Tie: the stake is below the minimum for a spot.');
    expect(
      check([
        { spot: 'player', amount: 100n },
        { spot: 'player', amount: 100n },
      ]),
    ).toBe('Player: that spot is in the bet twice; put all its stake on it once.');
    expect(
      check([
        { spot: 'player', amount: 100_000n },
        { spot: 'banker', amount: 100_001n },
      ]),
    ).toBe('The stakes on the table are above the maximum for one round.');
    expect(check(all.spots)).toBeNull();
  });
});

describe('high card', () => {
  const duel = (cards: string, amount = 1_000n) => play(cards, { spots: [{ spot: 'player', amount }] }, highCard);

  it('pays the higher card 1:1, ace high', () => {
    expect(duel('Ac Kd').steps[0]).toMatchObject({ player: ['Ac'], banker: ['Kd'], playerTotal: 14, bankerTotal: 13, outcome: 'player' });
    expect(duel('Ac Kd').win).toBe(2_000n);
    expect(duel('2c 3d').win).toBe(0n);
  });

  it('returns half the stake on a tie, rounded down', () => {
    expect(duel('7c 7d').steps[0]).toMatchObject({ outcome: 'tie', wins: [500n] });
    expect(duel('7c 7d', 51n).win).toBe(25n);
  });

  it('deals from one deck, two floats', () => {
    expect(cardDuelFamily.maxFloats(highCard, { spots: [] })).toBe(2);
    expect(() => floatsDealing(highCard, ['Ac', 'Ac'])).not.toThrow();
    // The second card is drawn from the 51 left: the first card's place is gone.
    const round = cardDuelFamily.open(highCard, { spots: [{ spot: 'player', amount: 100n }] }, new FloatSource([0, 0]));
    expect(round.steps[0]).toMatchObject({ player: ['2c'], banker: ['2d'] });
  });

  it('offers only the player spot', () => {
    expect(cardDuelFamily.checkBet(highCard, { spots: [{ spot: 'tie', amount: 100n }] })).toBe('This game offers these spots: Player.');
    expect(cardDuelFamily.checkBet(highCard, { spots: [{ spot: 'player', amount: 50_001n }] })).toBe(
      'The stakes on the table are above the maximum for one round.',
    );
  });
});
