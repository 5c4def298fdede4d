import { MAX_ROWS, MIN_ROWS, PLINKO_RISKS, plinkoMultipliers, TABLE_TITLES, type PlinkoConfig } from '@casino/games';
import { describe, expect, it } from 'vitest';
import { ballAt, ballOffsets, boardGeometry, landingSlot, ROW_MS } from './path';

describe('plinko ball path', () => {
  it('moves half a peg spacing per row and lands in the slot of its rights', () => {
    const path = ['right', 'right', 'left', 'right'] as const;
    expect(ballOffsets(path)).toEqual([0, 0.5, 1, 0.5, 1]);
    expect(landingSlot(path)).toBe(3);
  });

  it('is between rows mid-fall and at the last row once it has landed', () => {
    const offsets = ballOffsets(['right', 'left']);
    expect(ballAt(offsets, ROW_MS / 2)).toEqual({ row: 0.5, offset: 0.25 });
    expect(ballAt(offsets, 10 * ROW_MS)).toEqual({ row: 2, offset: 0 });
  });

  it('stays at the top for a frame stamped before the fall started', () => {
    // requestAnimationFrame's timestamp is the frame's start, which can precede performance.now() in the effect.
    expect(ballAt(ballOffsets(['left', 'left']), -3.2)).toEqual({ row: 0, offset: 0 });
  });
});

describe('plinko board positions', () => {
  const configs = Object.values(TABLE_TITLES).flatMap((title) => (title.family === 'plinko' ? [title.config as PlinkoConfig] : []));
  const paths = (rows: number): ('left' | 'right')[][] => [
    Array.from({ length: rows }, () => 'left'),
    Array.from({ length: rows }, () => 'right'),
    Array.from({ length: rows }, (_, i) => (i % 2 ? 'left' : 'right')),
  ];
  const finite = ({ cx, cy }: { cx: number; cy: number }) => Number.isFinite(cx) && Number.isFinite(cy);

  for (let rows = MIN_ROWS; rows <= MAX_ROWS; rows += 1) {
    for (const risk of PLINKO_RISKS) {
      it(`are finite for ${rows} rows at ${risk} risk, at every moment of every fall`, () => {
        const geometry = boardGeometry(rows);
        expect(geometry.pegs).toHaveLength((rows * (rows + 5)) / 2);
        expect(geometry.pegs.every(finite)).toBe(true);
        for (const path of paths(rows)) {
          const offsets = ballOffsets(path);
          for (const elapsed of [-16.7, -0.001, 0, 1, ROW_MS / 3, ROW_MS * (rows / 2), ROW_MS * rows, ROW_MS * rows + 500]) {
            expect(finite(geometry.ball(ballAt(offsets, elapsed))), `${path.join(',')} at ${elapsed} ms`).toBe(true);
          }
          expect(ballAt(offsets, ROW_MS * rows).row).toBe(rows);
          // The ball lands over a slot of every title's table at this risk: one slot per possible number of rights.
          for (const config of configs) expect(landingSlot(path)).toBeLessThan(plinkoMultipliers(config, rows, risk).length);
        }
      });
    }
  }
});
