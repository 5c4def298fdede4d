import { familyModule, type Title } from '../families/registry';

/** A title's smallest and largest bet of one round, in its configuration's minor units. */
export function stakeLimitsOf(title: Title): { minBet: bigint; maxBet: bigint } {
  return familyModule(title).stakeLimits(title.config);
}
