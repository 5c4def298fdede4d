/** The gap between two reels coming to rest, left to right. */
export const STOP_GAP_MS = 180;
/** How much longer each reel after the second scatter keeps spinning: the player sees a feature may be coming. */
export const ANTICIPATION_MS = 650;

export type ReelStops = {
  /** When each reel comes to rest, in ms from the moment the result may show. */
  at: number[];
  /** Reels that spin on in anticipation of the feature (two scatters already rest on earlier reels). */
  anticipating: boolean[];
};

/**
 * The stop order of a spin: one reel after another, and, once two scatters have landed, every later reel spins
 * on a little longer. With reduced motion every reel rests at once and nothing is drawn out.
 */
export function reelStops(window: readonly (readonly string[])[], scatterIds: ReadonlySet<string>, reducedMotion: boolean): ReelStops {
  const at: number[] = [];
  const anticipating: boolean[] = [];
  let scatters = 0;
  let time = 0;
  window.forEach((reel, r) => {
    const waits = !reducedMotion && scatters >= 2;
    if (r > 0 && !reducedMotion) time += STOP_GAP_MS + (waits ? ANTICIPATION_MS : 0);
    at.push(time);
    anticipating.push(waits);
    scatters += reel.filter((id) => scatterIds.has(id)).length;
  });
  return { at, anticipating };
}
