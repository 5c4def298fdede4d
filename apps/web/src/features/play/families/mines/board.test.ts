import { describe, expect, it } from 'vitest';
import { boardOf } from './board';

const round = (status: 'open' | 'settled', steps: unknown[]) => ({ family: 'mines', status, steps }) as never;

describe('boardOf', () => {
  it('shows the gems found so far and the multiplier reached while the round is open', () => {
    const view = boardOf(
      round('open', [
        { kind: 'reveal', tile: 3, isMine: false, multiplier: 1.2 },
        { kind: 'reveal', tile: 7, isMine: false, multiplier: 1.5 },
      ]),
    );
    expect(view.tiles[3]).toBe('gem');
    expect(view.tiles[7]).toBe('gem');
    expect(view.tiles.filter((tile) => tile === 'hidden')).toHaveLength(23);
    expect([view.safe, view.multiplier]).toEqual([2, 1.5]);
  });

  it('reveals the board once settled, the mine that was hit marked apart', () => {
    const view = boardOf(
      round('settled', [
        { kind: 'board', mines: [1, 2] },
        { kind: 'reveal', tile: 2, isMine: true, multiplier: 0 },
      ]),
    );
    expect([view.tiles[1], view.tiles[2]]).toEqual(['mine', 'hit']);
  });
});
