import type { TPlayRound, TThreeCardHand, TThreeCardStep } from '@casino/contracts';
import { toMinor } from '../../lib/decimal';

type ThreeCardRound = Extract<TPlayRound, { family: 'threeCardPoker' }>;
type Showdown = Extract<TThreeCardStep, { kind: 'showdown' }>;

/**
 * Where a hand stands, from its round: the player's three cards and hand, the bets, and once settled the
 * dealer's cards and the showdown. An open round (a reload after the deal) comes back as it was dealt.
 */
export function tableOf(round: ThreeCardRound | null) {
  let player: string[] = [];
  let hand: TThreeCardHand | null = null;
  let showdown: Showdown | null = null;
  for (const step of round?.steps ?? []) {
    if (step.kind === 'deal') {
      player = step.cards;
      hand = step.hand;
    }
    if (step.kind === 'showdown') showdown = step;
  }
  return { player, hand, showdown, isOpen: round?.status === 'open', bets: round?.bet ?? null };
}

export type BetLine = { bet: 'ante' | 'play' | 'anteBonus' | 'pairPlus'; paid: string; result: 'win' | 'push' | 'lose' };

/**
 * Each bet's result as a player reads it: won (paid back more than staked), pushed (its stake back) or lost.
 * The play bet shows only when the player played, the ante bonus only when it paid, pair plus only when bet.
 */
export function betLines(showdown: Showdown, bets: { ante: string; pairPlus: string }, currency: string): BetLine[] {
  const minor = (amount: string) => toMinor(amount, currency);
  const line = (bet: BetLine['bet'], paid: string, staked: string): BetLine => ({
    bet,
    paid,
    result: minor(paid) > minor(staked) ? 'win' : minor(paid) === minor(staked) && minor(paid) > 0n ? 'push' : 'lose',
  });
  const lines = [line('ante', showdown.pays.ante, bets.ante)];
  if (showdown.decision === 'play') lines.push(line('play', showdown.pays.play, bets.ante));
  if (minor(showdown.pays.anteBonus) > 0n) lines.push(line('anteBonus', showdown.pays.anteBonus, '0'));
  if (minor(bets.pairPlus) > 0n) lines.push(line('pairPlus', showdown.pays.pairPlus, bets.pairPlus));
  return lines;
}
