import type { TPlayRound } from '@casino/contracts';

type MinesRound = Extract<TPlayRound, { family: 'mines' }>;
export type Tile = 'hidden' | 'gem' | 'mine' | 'hit';

/** What each of the 25 tiles shows, and where the round stands, from its steps. */
export function boardOf(round: MinesRound | null, tiles = 25): { tiles: Tile[]; safe: number; multiplier: number } {
  const shown: Tile[] = Array.from({ length: tiles }, () => 'hidden');
  let multiplier = 1;
  let safe = 0;
  for (const step of round?.steps ?? []) {
    if (step.kind === 'board') for (const mine of step.mines) if (shown[mine] === 'hidden') shown[mine] = 'mine';
    if (step.kind === 'reveal') {
      shown[step.tile] = step.isMine ? 'hit' : 'gem';
      if (!step.isMine) safe += 1;
      multiplier = step.multiplier;
    }
    if (step.kind === 'cashOut') multiplier = step.multiplier;
  }
  return { tiles: shown, safe, multiplier };
}
