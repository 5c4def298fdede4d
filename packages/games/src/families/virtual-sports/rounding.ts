import type { Payout } from '../../shared/rounding';
import { add, ratio, toNumber } from '../../shared/rational';
import { ODDS_SCALE } from './pricing';
import { penaltyBook, type PricedPenaltySelection } from './penalty-markets';
import type { PenaltyConfig, PenaltyField } from './penalty';
import { raceBook, type PricedRaceSelection } from './race-markets';
import type { RaceConfig, RaceEvent } from './race';
import { tierFields } from './rtp';

// A win is stake × odds (hundredths) rounded down to the minor unit, so at a few units of stake a price
// that does not land on the cent loses part of its return (shared/rounding.ts bounds it).

type Priced = PricedRaceSelection | PricedPenaltySelection;

/**
 * How a selection pays, for the rounding check. A single pays stake × odds / 100 with its chance. Each-way
 * pays (stake × (win odds + place odds) / 100) / 2, both rounded down, which is stake × (win + place) / 200
 * rounded down once, when it wins (a winner is placed), and stake × place odds / 200 when it only places.
 */
export function selectionPayouts(selection: Priced): Payout[] {
  if (!('placeOdds' in selection) || selection.placeOdds === undefined)
    return [{ chance: toNumber(selection.chance), num: selection.odds, den: ODDS_SCALE }];
  const { chance, odds, placeOdds, placeChance } = selection;
  const placedOnly = add(placeChance!, ratio(-chance.num, chance.den));
  return [
    { chance: toNumber(chance), num: odds + placeOdds, den: 2 * ODDS_SCALE },
    { chance: toNumber(placedOnly), num: placeOdds, den: 2 * ODDS_SCALE },
  ];
}

/** The event's field as a bet names it: a race's runners, or a shoot-out's two sides with their chances. */
export type VirtualField = Pick<RaceEvent, 'field'> | PenaltyField;

const isPenalty = (config: RaceConfig | PenaltyConfig): config is PenaltyConfig => config.sport === 'penalties';

const byField = new WeakMap<RaceConfig | PenaltyConfig, Map<string, Map<string, Priced>>>();

/** The selection a bet names on this field's book, with its exact chances; undefined when not offered. */
export function pricedSelection(config: RaceConfig | PenaltyConfig, field: VirtualField, market: string, pick: string): Priced | undefined {
  const strengths = 'field' in field ? field.field.map((runner) => runner.strength) : null;
  const key = strengths ? strengths.join(',') : `${(field as PenaltyField).homeChance}-${(field as PenaltyField).awayChance}`;
  const books = byField.get(config) ?? new Map<string, Map<string, Priced>>();
  byField.set(config, books);
  let book = books.get(key);
  if (!book) {
    const priced: Priced[] = isPenalty(config) ? penaltyBook(config, field as PenaltyField) : raceBook(config, strengths ?? []);
    book = new Map(priced.map((s) => [`${s.market} ${s.pick}`, s]));
    books.set(key, book);
  }
  return book.get(`${market} ${pick}`);
}

/**
 * Every distinct way a selection of any field the title can draw pays (selections of equal price and
 * chances pay alike, whichever field or runner): what the rounding check must cover. Lazily, field by
 * field: a launch asks only whether some selection is taken at the minimum.
 */
export function* everySelectionPayouts(config: RaceConfig | PenaltyConfig): Generator<Payout[]> {
  const books = isPenalty(config)
    ? config.chances.flatMap((homeChance) =>
        config.chances.map((awayChance) => () => penaltyBook(config, { home: '', away: '', homeChance, awayChance })),
      )
    : tierFields(config.tiers, config.runners).map(
        ({ strengths }) =>
          () =>
            raceBook(config, strengths),
      );
  const seen = new Set<string>();
  for (const book of books)
    for (const selection of book() as Priced[]) {
      const payouts = selectionPayouts(selection);
      const key = payouts.map(({ chance, num, den }) => `${chance}:${num}/${den}`).join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      yield payouts;
    }
}
