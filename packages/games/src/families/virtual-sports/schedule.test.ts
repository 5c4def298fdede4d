import { describe, expect, it } from 'vitest';
import { checkSchedule, eventTimes, nextOpenEvent } from './schedule';

const everyThree = { intervalSeconds: 180, closeSeconds: 15, runSeconds: 60 };

describe('the event schedule', () => {
  it('starts event k at k intervals after the epoch, closing betting before and settling after', () => {
    expect(eventTimes(everyThree, 10)).toEqual({ index: 10, closesAt: 1_785_000, startsAt: 1_800_000, endsAt: 1_860_000 });
  });

  it('offers the first event whose betting is still open', () => {
    // Event 10 closes at 1,785,000 ms: open a millisecond before, the next one from that moment.
    expect(nextOpenEvent(everyThree, 1_784_999).index).toBe(10);
    expect(nextOpenEvent(everyThree, 1_785_000).index).toBe(11);
    expect(nextOpenEvent(everyThree, 1_620_000).index).toBe(10); // event 9 starting
    expect(nextOpenEvent(everyThree, Date.UTC(2026, 10, 27, 12, 0, 0)).startsAt).toBe(Date.UTC(2026, 10, 27, 12, 3, 0));
  });

  it('needs each event to end before betting on the next closes', () => {
    expect(checkSchedule(everyThree)).toBeNull();
    expect(checkSchedule({ ...everyThree, runSeconds: 166 })).toBe('An event must end before betting on the next one closes.');
    expect(checkSchedule({ ...everyThree, closeSeconds: 0 })).toBe('Times must be whole seconds above zero.');
    expect(checkSchedule({ ...everyThree, intervalSeconds: 1.5 })).toBe('Times must be whole seconds above zero.');
  });
});
