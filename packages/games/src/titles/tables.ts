import { DICE_TITLES, type DiceTitle } from '../families/dice/titles';
import { MINES_TITLES, type MinesTitle } from '../families/mines/titles';
import { PLINKO_TITLES, type PlinkoTitle } from '../families/plinko/titles';
import { ROULETTE_TITLES, type RouletteTitle } from '../families/roulette/titles';
import { SCRATCH_TITLES, type ScratchTitle } from '../families/scratch/titles';

/** The roulette, casual and scratch titles of the catalogue together, as the site lists them. */
export type TableTitle = RouletteTitle | DiceTitle | MinesTitle | PlinkoTitle | ScratchTitle;

export const TABLE_TITLES = {
  ...ROULETTE_TITLES,
  ...DICE_TITLES,
  ...MINES_TITLES,
  ...PLINKO_TITLES,
  ...SCRATCH_TITLES,
} satisfies Record<string, TableTitle>;

export type TableTitleKey = keyof typeof TABLE_TITLES;
