import { BLUEFIN } from './seed-studios/bluefin';
import { COPPER_FOX } from './seed-studios/copper-fox';
import { EMBER_OAK } from './seed-studios/ember-oak';
import { LUNAR_FORGE } from './seed-studios/lunar-forge';
import { NORTHWIND } from './seed-studios/northwind';
import { VELVET_REEL } from './seed-studios/velvet-reel';
import type { SeedStudio } from './seed-studios/seed-game';

/** The in-house studios and their titles: the gameplay work makes each one playable. */
export const SEED_CATALOGUE: SeedStudio[] = [LUNAR_FORGE, VELVET_REEL, NORTHWIND, COPPER_FOX, BLUEFIN, EMBER_OAK];
