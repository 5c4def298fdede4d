/** Where the API reads the time. Services take it from here, so tests can move time instead of editing rows. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
