import { cardLabel } from '@/lib/playing-card';
import { t } from '@/lib/i18n';
import type { RoundOf } from '../family-entry';
import { RECALL as K, money, type RecallFact, type RecallStep } from '../recall-steps';

/** The shoe is for the verifier; the player saw the table after the deal and after each decision. */
export function blackjackRecall(round: RoundOf<'blackjack'>): RecallStep[] {
  const fmt = money(round);
  const BJ = 'play.blackjack';
  return round.steps.flatMap((step): RecallStep[] => {
    if (step.kind !== 'table') return [];
    const isSettled = step.phase === 'settled';
    const facts: RecallFact[] = step.hands.map((hand, i) => ({
      label: t(`${K}.blackjackHand`, { number: i + 1, total: hand.total }),
      value: hand.cards.map(cardLabel).join(' '),
    }));
    facts.push({ label: t(`${K}.blackjackDealer`, { total: step.dealerTotal }), value: step.dealer.map(cardLabel).join(' ') });
    if (step.insurance !== null)
      facts.push({
        label: t(`${K}.blackjackInsurance`),
        value: Number(step.insurance) > 0 ? `${fmt(step.insurance)} → ${fmt(step.insurancePays)}` : t(`${K}.blackjackDeclined`),
      });
    if (isSettled)
      step.hands.forEach((hand, i) =>
        facts.push({
          label: t(`${K}.blackjackHandResult`, { number: i + 1, outcome: t(`${BJ}.outcomes.${hand.outcome ?? 'lose'}`) }),
          value: `${fmt(hand.stake)} → ${fmt(hand.pays)}`,
        }),
      );
    return [{ title: t(`${BJ}.after.${step.after}`), facts }];
  });
}
