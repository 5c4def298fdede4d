import { familyModule, type Title } from '../families/registry';

/**
 * The most one round can pay at the title's largest bet, in the configuration's minor units. Nothing caps a
 * win: this is what the player is told the round can reach, so it must never understate it (each family's
 * module.ts says whether its figure is exact or a bound).
 */
export function maxWin(title: Title): bigint {
  return familyModule(title).maxWin(title.config);
}
