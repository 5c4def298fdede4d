/**
 * The stake the verifier opens a round with: no engine lets the stake change what it draws, so one minor unit
 * recomputes every draw, and what scales with the stake is left out of the outcomes.
 */
export const NOMINAL_STAKE = 1n;
