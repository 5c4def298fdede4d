/**
 * When a title's events run: event k starts at k × interval seconds after the Unix epoch (UTC), so every
 * server and client agrees on the schedule without storing it. Betting on an event closes `closeSeconds`
 * before its start; the event is shown for `runSeconds` and its bets settle when it ends.
 */
export type EventSchedule = { intervalSeconds: number; closeSeconds: number; runSeconds: number };

export type EventTimes = { index: number; closesAt: number; startsAt: number; endsAt: number };

/** The times of event `index`, in epoch milliseconds. */
export function eventTimes(schedule: EventSchedule, index: number): EventTimes {
  const startsAt = index * schedule.intervalSeconds * 1000;
  return {
    index,
    closesAt: startsAt - schedule.closeSeconds * 1000,
    startsAt,
    endsAt: startsAt + schedule.runSeconds * 1000,
  };
}

/** The first event still taking bets at `now` (epoch ms): betting is open while now < closesAt. */
export function nextOpenEvent(schedule: EventSchedule, now: number): EventTimes {
  const interval = schedule.intervalSeconds * 1000;
  return eventTimes(schedule, Math.floor((now + schedule.closeSeconds * 1000) / interval) + 1);
}

/** Why a schedule cannot run (a sentence), or null: the event must end before betting on the next closes. */
export function checkSchedule(schedule: EventSchedule): string | null {
  const { intervalSeconds, closeSeconds, runSeconds } = schedule;
  if (![intervalSeconds, closeSeconds, runSeconds].every((s) => Number.isInteger(s) && s > 0))
    return 'Times must be whole seconds above zero.';
  if (closeSeconds + runSeconds > intervalSeconds) return 'An event must end before betting on the next one closes.';
  return null;
}
