import { t } from '@/lib/i18n';
import type { RoundOf } from '../family-entry';
import { RECALL as K, money, type RecallStep } from '../recall-steps';

/** The dice of every face are for the verifier; the player saw the bets, each roll and what it settled. */
export function crapsRecall(round: RoundOf<'craps'>): RecallStep[] {
  const fmt = money(round);
  const CR = 'play.craps';
  const betName = (bet: string) =>
    bet === 'line' ? t(`${CR}.spots.${round.bet.line}`) : bet === 'odds' ? t(`${CR}.odds`) : t(`${CR}.spots.${bet}`);
  return round.steps.flatMap((step): RecallStep[] => {
    if (step.kind === 'bets') {
      const staked = [
        { label: t(`${CR}.spots.${step.line}`), value: fmt(step.amount) },
        ...(Number(step.field) > 0 ? [{ label: t(`${CR}.spots.field`), value: fmt(step.field) }] : []),
        ...Object.entries(step.place).map(([n, amount]) => ({ label: t(`${CR}.spots.place${n}`), value: fmt(amount!) })),
        ...Object.entries(step.hardways).map(([n, amount]) => ({ label: t(`${CR}.spots.hard${n}`), value: fmt(amount!) })),
      ];
      return [{ title: t(`${K}.crapsBets`), facts: staked }];
    }
    if (step.kind === 'odds') return [{ title: t(`${CR}.odds`), facts: [{ label: t(`${K}.crapsStaked`), value: fmt(step.amount) }] }];
    if (step.kind === 'come')
      return [{ title: t(`${CR}.spots.${step.bet}`), facts: [{ label: t(`${K}.crapsStaked`), value: fmt(step.amount) }] }];
    if (step.kind !== 'roll') return [];
    const [a, b] = step.dice;
    return [
      {
        title: t(`${K}.crapsRoll`, { a, b, total: a + b }),
        facts: [
          { label: t(`${K}.crapsPoint`), value: step.point === null ? t(`${CR}.off`) : t(`${CR}.on`, { point: step.point }) },
          ...step.results.map((result) => ({
            label: `${betName(result.bet)}: ${t(`${CR}.results.${result.outcome}`)}`,
            value: fmt(result.paid),
          })),
        ],
      },
    ];
  });
}
