/** Where the API reads the time. Services take it from here, so tests can move time instead of editing rows. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test moves: the API's unit tests, and a running API under TEST_CLOCK=controlled (browser tests). */
export type ControlledClock = Clock & {
  /** Jumps `ms` milliseconds ahead. */
  advance(ms: number): void;
  /** Jumps to `date`; time runs on from there. */
  set(date: Date): void;
};

/**
 * The real time moved by whatever the test asked for: time still passes between two calls, so rows
 * written one after the other keep their order, and a test jumps over an idle timeout or an expiry
 * instead of waiting for it or editing rows. Jumps go forward: the captcha library checks a
 * challenge's expiry against the system clock, so the API's time must not fall behind it.
 */
export function createControlledClock(): ControlledClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms) => {
      if (ms < 0) throw new Error('The test clock only moves forward');
      offsetMs += ms;
    },
    set: (date) => {
      const ms = date.getTime() - Date.now();
      if (ms < offsetMs) throw new Error(`The test clock only moves forward, not back to ${date.toISOString()}`);
      offsetMs = ms;
    },
  };
}

export const isControlledClock = (clock: Clock): clock is ControlledClock => 'advance' in clock && 'set' in clock;
