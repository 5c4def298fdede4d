import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cycleWait, spinMs } from './cycle';

describe('cycleWait', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds a result until the cycle has lasted its minimum', async () => {
    let clock = 0;
    let isDone = false;
    void cycleWait(2_500, () => clock).then(() => (isDone = true));
    clock = 2_499;
    await vi.advanceTimersByTimeAsync(2_499);
    expect(isDone).toBe(false);
    clock = 2_500;
    await vi.advanceTimersByTimeAsync(1);
    expect(isDone).toBe(true);
  });

  it('a real-money slot spin lasts 2.5 s, a demo spin less', () => {
    expect(spinMs(2_500)).toBe(2_500);
    expect(spinMs(0)).toBeLessThan(2_500);
  });
});
