import type { TCasinoHoldemStep, TPlayRound, TPokerHand } from '@casino/contracts';
import { toMinor } from '../../lib/decimal';

type HoldemRound = Extract<TPlayRound, { family: 'casinoHoldem' }>;
type Showdown = Extract<TCasinoHoldemStep, { kind: 'showdown' }>;

/**
 * Where a hand stands, from its round: the player's two cards, the flop and the hand they make, the hint
 * while it is open, the bets, and once settled the whole board, the dealer's cards and the showdown.
 */
export function tableOf(round: HoldemRound | null) {
  let player: string[] = [];
  let flop: string[] = [];
  let hand: TPokerHand | null = null;
  let hint: 'call' | 'fold' | null = null;
  let showdown: Showdown | null = null;
  for (const step of round?.steps ?? []) {
    if (step.kind === 'deal') {
      player = step.cards;
      flop = step.flop;
      hand = step.hand;
      hint = step.hint ?? null;
    }
    if (step.kind === 'showdown') showdown = step;
  }
  const isOpen = round?.status === 'open';
  return {
    player,
    board: showdown?.board ?? flop,
    hand: showdown?.hand ?? hand,
    hint: isOpen ? hint : null,
    showdown,
    isOpen,
    bets: round?.bet ?? null,
  };
}

export type BetLine = { bet: 'ante' | 'call' | 'aaBonus'; paid: string; result: 'win' | 'push' | 'lose' };

/**
 * Each bet's result as a player reads it: won (paid back more than staked), pushed (its stake back) or lost.
 * The call shows only when the player called, the AA bonus only when bet.
 */
export function betLines(showdown: Showdown, bets: { ante: string; aaBonus: string }, currency: string): BetLine[] {
  const minor = (amount: string) => toMinor(amount, currency);
  const line = (bet: BetLine['bet'], paid: string, staked: bigint): BetLine => ({
    bet,
    paid,
    result: minor(paid) > staked ? 'win' : minor(paid) === staked && staked > 0n ? 'push' : 'lose',
  });
  const lines = [line('ante', showdown.pays.ante, minor(bets.ante))];
  if (showdown.decision === 'call') lines.push(line('call', showdown.pays.call, 2n * minor(bets.ante)));
  if (minor(bets.aaBonus) > 0n) lines.push(line('aaBonus', showdown.pays.aaBonus, minor(bets.aaBonus)));
  return lines;
}
