// The scene's swimmers: which targets are on screen, where, and how fast. Cosmetic only: the server
// decides a capture from the target's kind, so Math.random is enough here.

export type Swimmer = {
  key: number;
  target: string;
  /** Lane: the distance from the top of the scene, in percent. */
  top: number;
  /** Seconds to cross the scene. */
  seconds: number;
  isLeftward: boolean;
  /** Where it rests when motion is reduced, percent from the left. */
  rest: number;
  /** Seconds already swum: the scene opens with its swimmers spread across it rather than all at the edges. */
  swum: number;
};

export const SWIMMERS_ON_SCREEN = 6;

/** Small fish swim by more often than big ones: a target's weight falls with the square root of its multiplier. */
export function pickTarget(targets: readonly { id: string; multiplier: number }[], random: () => number): string {
  const weights = targets.map((target) => 1 / Math.sqrt(target.multiplier));
  let roll = random() * weights.reduce((a, b) => a + b, 0);
  for (const [i, weight] of weights.entries()) {
    roll -= weight;
    if (roll < 0) return targets[i]!.id;
  }
  return targets.at(-1)!.id;
}

let nextKey = 0;

/**
 * A swimmer entering the scene (`isMidway`: already part-way across, for the opening scene); `slot` spreads
 * the lanes and resting places so they do not overlap.
 */
export function spawn(
  targets: readonly { id: string; multiplier: number }[],
  slot: number,
  random = Math.random,
  isMidway = false,
): Swimmer {
  nextKey += 1;
  const lane = slot % SWIMMERS_ON_SCREEN;
  const seconds = 8 + random() * 8;
  return {
    key: nextKey,
    target: pickTarget(targets, random),
    top: 6 + lane * 14 + random() * 4,
    seconds,
    isLeftward: random() < 0.5,
    rest: 4 + ((lane * 37) % 72) + random() * 8,
    swum: isMidway ? random() * seconds * 0.8 : 0,
  };
}
