import type { TBlackjackStep, TPlayRound } from '@casino/contracts';
import { toDecimal, toMinor } from '../../lib/decimal';

type BlackjackRound = Extract<TPlayRound, { family: 'blackjack' }>;
export type BlackjackTableStep = Extract<TBlackjackStep, { kind: 'table' }>;

/**
 * Where a round stands: its last table (the hands, the dealer's cards, insurance and the decisions allowed
 * now), whether it is open, and whether the dealer's hole card is still face down (the dealer shows one
 * card until the dealer plays). No round yet: no table.
 */
export function tableOf(round: BlackjackRound | null) {
  const last = round?.steps.at(-1);
  const table = last?.kind === 'table' ? last : null;
  const isOpen = round?.status === 'open';
  return { table, isOpen, isHoleHidden: table !== null && table.dealer.length === 1 };
}

/**
 * When a card leaves the shoe: the opening deal alternates player, dealer, player, dealer (the hole card); a hit
 * comes alone; the dealer's draws follow one another once the hole card is turned.
 */
export const dealOrder = (isDealer: boolean, index: number) => (index < 2 ? 2 * index + Number(isDealer) : isDealer ? index - 2 : 0);

export type InsuranceLine = { kind: 'offered' | 'won' | 'lost'; amount: string } | null;

/** Insurance as the player reads it: offered (half the bet), then won or lost once taken; declined shows nothing. */
export function insuranceLine(table: BlackjackTableStep, bet: string, currency: string): InsuranceLine {
  if (table.phase === 'insurance') return { kind: 'offered', amount: toDecimal(toMinor(bet, currency) / 2n, currency) };
  if (table.insurance === null || toMinor(table.insurance, currency) === 0n) return null;
  if (toMinor(table.insurancePays, currency) > 0n) return { kind: 'won', amount: table.insurancePays };
  // The peek has answered already: once play goes on, the dealer has no blackjack and insurance is lost.
  return { kind: 'lost', amount: table.insurance };
}
