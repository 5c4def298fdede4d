import { t } from '@/lib/i18n';
import type { RoundOf } from '../family-entry';
import { RECALL as K, money, type RecallStep } from '../recall-steps';

type Spot = RoundOf<'roulette'>['bet']['spots'][number];
/** "Straight 17", "Red", "Dozen 2". */
export function describeSpot(spot: Spot): string {
  const name = t(`${K}.spots.${spot.kind}`);
  if (spot.numbers?.length) return `${name} ${spot.numbers.join(', ')}`;
  return spot.which ? `${name} ${spot.which}` : name;
}

/** Every step of a stored round, in the order the player saw them. */
export function rouletteRecall(round: RoundOf<'roulette'>): RecallStep[] {
  const fmt = money(round);
  return round.steps.map((step) => ({
    title: t(`${K}.pocket`, { pocket: step.pocket, colour: t(`${K}.colours.${step.colour}`) }),
    facts: round.bet.spots.map((spot, i) => ({
      label: t(`${K}.spotBet`, { spot: describeSpot(spot), amount: fmt(spot.amount) }),
      value: fmt(step.wins[i] ?? '0'),
    })),
  }));
}
