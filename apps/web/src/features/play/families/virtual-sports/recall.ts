import { t } from '@/lib/i18n';
import type { RoundOf } from '../family-entry';
import { RECALL as K, type RecallStep } from '../recall-steps';

// Game recall of a virtual sports bet: the event, the selection at its odds and, once the event has run,
// its result as drawn (the finishing order, or the shoot-out's score).

type VirtualRound = RoundOf<'virtualSports'>;
type Drawn = VirtualRound['steps'][number]['event'];

function resultOf(event: Drawn): string {
  if ('order' in event) return event.order.map((i) => `${i + 1}. ${event.field[i]!.name}`).join(', ');
  const score = `${event.home} ${event.homeGoals}–${event.awayGoals} ${event.away}`;
  return event.suddenDeath ? t(`${K}.virtualSuddenDeath`, { score }) : score;
}

/** The pick in words: race-card numbers with the runners' names once the field is known, teams by side. */
function pickOf(round: VirtualRound, event: Drawn | undefined): string {
  const { pick } = round.bet;
  if (!event) return pick;
  if ('order' in event) {
    const runner = (n: string) => `${n}. ${event.field[Number(n) - 1]?.name ?? ''}`;
    const [a = '', b] = pick.split(/[-:]/);
    if (round.bet.market === 'position') return t(`${K}.virtualPosition`, { runner: runner(a), place: b ?? '' });
    return b ? `${runner(a)}, ${runner(b)}` : runner(a);
  }
  return pick.replace('home', event.home).replace('away', event.away);
}

export function virtualSportsRecall(round: VirtualRound): RecallStep[] {
  const event = round.steps[0]?.event;
  const { bet } = round;
  const odds = bet.placeOdds ? `${bet.odds} / ${bet.placeOdds}` : bet.odds;
  return [
    {
      title: t(`${K}.virtualEvent`, { number: bet.eventNumber }),
      facts: [
        { label: t(`play.virtualSports.market.${bet.market}`), value: `${pickOf(round, event)} @ ${odds}` },
        { label: t(`${K}.virtualResult`), value: event ? resultOf(event) : t(`${K}.virtualPending`) },
      ],
    },
  ];
}
