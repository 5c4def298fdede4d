import { CURRENCY_CODES as currencies } from '@casino/contracts';
import { checkRounding, paidMinimum, penaltyBoard, raceBoard, TITLES, VIRTUAL_SPORTS_TITLES, type Title } from '@casino/games';
import { describe, expect, it } from 'vitest';
import { cardDuelRounding } from '../families/card-duel/opening-bet';
import { crapsRounding } from '../families/craps/opening-bet';
import { crashRounding } from '../families/crash/opening-bet';
import { diceRounding } from '../families/dice/opening-bet';
import { lotteryRounding } from '../families/lottery/opening-bet';
import { minesRounding } from '../families/mines/opening-bet';
import { plinkoRounding } from '../families/plinko/opening-bet';
import { virtualRoundingNotice, virtualSportsRounding } from '../families/virtual-sports/opening-bet';
import { readAmount, toDecimal } from './decimal';
import { openingStakeOf, roundingNotice, type RoundedFamily } from './opening-bet';

// The families whose screens open on a bet, each with what its folder says of rounding.
const ROUNDED: Partial<Record<Title['family'], RoundedFamily>> = {
  dice: diceRounding,
  mines: minesRounding,
  plinko: plinkoRounding,
  lottery: lotteryRounding,
  cardDuel: cardDuelRounding,
  crash: crashRounding,
  craps: crapsRounding,
};
const titles = Object.entries(TITLES).filter(([, title]) => Object.hasOwn(ROUNDED, title.family));
const openingBet = (title: Title, amount: bigint) => ROUNDED[title.family]!.openingBet?.(title, amount) ?? null;
const game = (key: string) => ({
  id: `studio:${key}`,
  key,
  name: key,
  provider: 'Studio',
  family: TITLES[key]!.family,
  rtp: '',
  volatility: 'low' as const,
  slug: key,
  backdrop: null,
});

// A currency's minimum is the title's EUR minimum converted at the day's rate, moved up to the first stake some
// bet is paid in full at (paidMinimum). Rounding depends on minor units alone, so every minimum the server can
// state in any currency at any rate is one of these.
const ROUNDING_FREE = 1_000n;
function minimaOf(key: string): bigint[] {
  const minima: bigint[] = [];
  for (let converted = 1n; converted <= ROUNDING_FREE; converted = minima.at(-1)! + 1n) minima.push(paidMinimum(TITLES[key]!, converted));
  return minima;
}

describe('the bet a game screen opens with', () => {
  it.each(titles.map(([key]) => key))(
    '%s: is taken at the opening stake in every currency, whatever its minimum',
    (key) => {
      const title = TITLES[key]!;
      const minima = minimaOf(key);
      // Each minimum in a currency of its own, in turn: every currency and every minimum are tried.
      minima.forEach((min, i) => {
        const currency = currencies[i % currencies.length]!;
        const minBet = toDecimal(min, currency);
        const stake = readAmount(
          openingStakeOf({ game: game(key), currency, limits: { minBet, maxBet: '1000000', maxWin: '0' } }, ROUNDED[title.family]!),
          currency,
        )!;
        expect(stake).toBeGreaterThanOrEqual(min);
        const bet = openingBet(title, stake);
        if (bet !== null) expect(checkRounding(title, bet), `${key} at ${toDecimal(stake, currency)} ${currency}`).toBeNull();
      });
    },
    30_000,
  );

  it('opens dice on its default target at the first stake that target is paid in full', () => {
    const session = { game: game('EmberDice'), currency: 'EUR', limits: { minBet: '0.10', maxBet: '100.00', maxWin: '0' } };
    const stake = openingStakeOf(session, diceRounding);
    expect(readAmount(stake, 'EUR')).toBeGreaterThan(10n);
    expect(roundingNotice(session, diceRounding.titles, stake, (amount) => openingBet(TITLES.EmberDice!, amount))).toBeNull();
  });

  it('says before the bet when a stake and choice would be refused, in the words the server refuses it with', () => {
    const session = { game: game('EmberDice'), currency: 'EUR' };
    const nearlyCertain = (amount: bigint) => ({ amount, direction: 'under', target: 9000 });
    expect(roundingNotice(session, diceRounding.titles, '0.10', nearlyCertain)).toBe(checkRounding(TITLES.EmberDice!, nearlyCertain(10n)));
    expect(roundingNotice(session, diceRounding.titles, '0.10', nearlyCertain)).toMatch(/raise the stake/);
    expect(roundingNotice(session, diceRounding.titles, '10.00', nearlyCertain)).toBeNull();
    // A stake that is no amount is the stake field's to flag.
    expect(roundingNotice(session, diceRounding.titles, 'abc', nearlyCertain)).toBeNull();
  });

  it.each(Object.keys(VIRTUAL_SPORTS_TITLES))(
    '%s: opens the bet slip on a stake every single of its fields is taken at, in every currency',
    (key) => {
      const title = TITLES[key]!;
      if (title.family !== 'virtualSports') throw new Error('a virtual sports title');
      const config = title.config;
      // Fields of every rating in turn: each runner (or side) on each tier, and mixed.
      const fields =
        config.sport === 'penalties'
          ? config.chances.flatMap((home) => config.chances.map((away) => [home, away]))
          : config.tiers.flatMap((_, shift) => [
              Array.from({ length: config.runners }, (_, i) => config.tiers[(i + shift) % config.tiers.length]!),
            ]);
      for (const min of [1n, 10n, 50n, 51n, 99n, 100n, 137n, 999n, 1_000n, 1_234n]) {
        const currency = currencies[Number(min % BigInt(currencies.length))]!;
        const limits = { minBet: toDecimal(min, currency), maxBet: '1000000', maxWin: '0' };
        const opening = openingStakeOf({ game: game(key), currency, limits }, virtualSportsRounding);
        expect(readAmount(opening, currency)).toBeGreaterThanOrEqual(min);
        for (const ratings of fields) {
          const field = config.sport === 'penalties' ? ['Home', 'Away'] : ratings.map((_, i) => `Runner ${i + 1}`);
          const board =
            config.sport === 'penalties'
              ? penaltyBoard(config, { home: 'Home', away: 'Away', homeChance: ratings[0]!, awayChance: ratings[1]! })
              : raceBoard(config, { field: ratings.map((strength, i) => ({ name: field[i]!, strength })) });
          for (const { market, pick } of board.filter((s) => s.market !== 'eachWay'))
            expect(virtualRoundingNotice({ game: game(key), currency }, opening, { field, ratings }, { market, pick })).toBeNull();
        }
      }
    },
    30_000,
  );

  it('says before a virtual sports bet when its price would be refused at the stake, as the server says it', () => {
    // Derby Day: runner 1 (strength 8 of 38) wins at 4.51, which 0.50 does not pay to the cent.
    const derby = { game: game('DerbyDay'), currency: 'EUR' };
    const ratings = [8, 3, 4, 5, 6, 3, 4, 5];
    const event = { field: ratings.map((_, i) => `Runner ${i + 1}`), ratings };
    const drawn = { field: ratings.map((strength, i) => ({ name: `Runner ${i + 1}`, strength })) };
    const win = { market: 'win', pick: '1' } as const;
    expect(virtualRoundingNotice(derby, '0.50', event, win)).toBe(checkRounding(TITLES.DerbyDay!, { amount: 50n, ...win, event: drawn }));
    expect(virtualRoundingNotice(derby, '0.50', event, win)).toMatch(/raise the stake/);
    expect(virtualRoundingNotice(derby, '1.00', event, win)).toBeNull();
    expect(virtualRoundingNotice(derby, '1.00', event, { market: 'eachWay', pick: '1' })).toMatch(/each-way/);
    // A shoot-out: the favourite at 1.17 is refused at 0.10, the outsider at 5.30 taken.
    const shootout = { game: game('PenaltyShootout'), currency: 'EUR' };
    const sides = { field: ['Harbour City', 'Red Valley'], ratings: [85, 65] };
    expect(virtualRoundingNotice(shootout, '0.10', sides, { market: 'winner', pick: 'home' })).toMatch(/raise the stake/);
    expect(virtualRoundingNotice(shootout, '0.10', sides, { market: 'winner', pick: 'away' })).toBeNull();
    expect(openingStakeOf({ ...shootout, limits: { minBet: '0.10', maxBet: '100.00', maxWin: '0' } }, virtualSportsRounding)).toBe('1.00');
  });
});
