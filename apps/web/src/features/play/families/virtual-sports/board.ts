import type { TVirtualBet, TVirtualDrawnEvent, TVirtualEvent, TVirtualSelection, TVirtualState } from '@casino/contracts';
import { t } from '@/lib/i18n';
import { outcomeOf } from '../../lib/outcome';

// What the virtual sports screen shows, worked out from the API's state and the clock: which event is on
// screen, the one taking bets, when to read the state again, how far the event's animation has come, and
// each selection and result in words.

const K = 'play.virtualSports';
const ms = (iso: string) => new Date(iso).getTime();

/** The event on screen: the latest one whose betting has closed (waiting for the off, running or just run). */
export const featuredEvent = (state: TVirtualState): TVirtualEvent | undefined => state.events.filter((e) => e.status !== 'open').at(-1);

/** The event taking bets that closes first. */
export const openEvent = (state: TVirtualState): TVirtualEvent | undefined => state.events.find((e) => e.status === 'open');

/** The next time an event on the board changes status (betting closes, the off, the end), epoch ms; null if none. */
export function nextChangeAt(state: TVirtualState, now: number): number | null {
  const times = state.events.flatMap((e) => [e.closesAt, e.startsAt, e.endsAt].map(ms)).filter((at) => at > now);
  return times.length === 0 ? null : Math.min(...times);
}

/** The status an event has at `now` by its times (the state's may be a moment old). */
export function statusAt(event: TVirtualEvent, now: number): TVirtualEvent['status'] {
  if (now < ms(event.closesAt)) return 'open';
  if (now < ms(event.startsAt)) return 'closed';
  return now < ms(event.endsAt) ? 'running' : 'finished';
}

/** Whole seconds until `iso`, never below 0. */
export const secondsUntil = (iso: string, now: number) => Math.max(0, Math.ceil((ms(iso) - now) / 1000));

/** How far the event has run, from 0 at the off to 1 at its end. */
export function progressOf(event: TVirtualEvent, now: number): number {
  const span = ms(event.endsAt) - ms(event.startsAt);
  return Math.min(1, Math.max(0, (now - ms(event.startsAt)) / span));
}

/** The runners' share of the course run at `progress`: the one finishing in place p crosses the line at 0.8 + 0.2·p/n. */
export function racePositions(order: readonly number[], progress: number): number[] {
  const finishAt = (place: number) => 0.8 + (0.2 * place) / order.length;
  const positions: number[] = new Array<number>(order.length).fill(0);
  order.forEach((runner, place) => {
    const share = Math.min(1, progress / finishAt(place));
    // A little sway through the race, gone by the finish so the drawn order holds at the line.
    const sway = 0.03 * Math.sin((runner + 1) * 7 * share) * (1 - share);
    positions[runner] = Math.min(1, Math.max(0, share + sway));
  });
  return positions;
}

/** How many of the shoot-out's kicks are shown at `progress`: all of them by the end. */
export const kicksShown = (kicks: number, progress: number) => Math.min(kicks, Math.floor(progress * (kicks + 1)));

const isRace = (result: TVirtualDrawnEvent): result is Extract<TVirtualDrawnEvent, { order: number[] }> => 'order' in result;

/** A selection in words: runner names by their race-card number, teams by side. */
export function selectionLabel(
  selection: Pick<TVirtualSelection, 'market' | 'pick'>,
  field: readonly string[],
  totalLine: number | null,
): string {
  const runner = (n: string) => `${n}. ${field[Number(n) - 1] ?? ''}`;
  const [a = '', b = ''] = selection.pick.split(/[-:]/);
  switch (selection.market) {
    case 'win':
    case 'eachWay':
      return runner(a);
    case 'forecast':
      return t(`${K}.pick.forecast`, { first: runner(a), second: runner(b) });
    case 'reverseForecast':
      return t(`${K}.pick.reverseForecast`, { first: runner(a), second: runner(b) });
    case 'position':
      return t(`${K}.pick.position`, { runner: runner(a), place: b });
    case 'winner':
      return selection.pick === 'home' ? field[0]! : field[1]!;
    case 'correctScore':
      if (selection.pick.endsWith('-sd')) return t(`${K}.pick.suddenDeath`, { team: a === 'home' ? field[0]! : field[1]! });
      return `${a}–${b}`;
    case 'total':
      return t(`${K}.pick.${selection.pick === 'over' ? 'over' : 'under'}`, { line: `${totalLine ?? 0}.5` });
  }
}

/** The result in one line: the winner, or the shoot-out's score. */
export function resultLine(result: TVirtualDrawnEvent): string {
  if (isRace(result)) {
    const winner = result.order[0]!;
    return t(`${K}.raceWinner`, { runner: `${winner + 1}. ${result.field[winner]!.name}` });
  }
  const score = `${result.homeGoals}–${result.awayGoals}`;
  return t(result.suddenDeath ? `${K}.scoreSuddenDeath` : `${K}.score`, { home: result.home, away: result.away, score });
}

/** What a bet came to, in words (money already formatted). */
export function betOutcome(bet: TVirtualBet, currency: string, money: (amount: string) => string): string {
  const stake = money(bet.stake);
  if (bet.status === 'open') return t(`${K}.betOpen`, { stake, event: bet.eventNumber });
  const key = { win: `${K}.betWon`, returned: `${K}.betReturned`, loss: `${K}.betLost` }[outcomeOf(bet.stake, bet.win, currency)];
  return t(key, { stake, win: money(bet.win), event: bet.eventNumber });
}
