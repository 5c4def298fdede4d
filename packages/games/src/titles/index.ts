import { FAMILIES, familyModule, type Title } from '../families/registry';
import { toPercent, type Rational } from '../shared/rational';
import { storedRtp } from '../stored-rtp';

export type { Title } from '../families/registry';

/**
 * Every playable title of the catalogue, keyed by its title key (games.key): the family it plays, the
 * catalogue's name, stated RTP and volatility, and the engine configuration. Limits and coin values
 * are EUR cents; the platform converts them into the round's currency.
 */
export const TITLES: Readonly<Record<string, Title>> = Object.freeze(
  Object.assign({}, ...Object.values(FAMILIES).map((family) => family.titles)) as Record<string, Title>,
);

/** The title a key names, or undefined for a title with no engine yet. */
export function findTitle(key: string): Title | undefined {
  return Object.hasOwn(TITLES, key) ? TITLES[key] : undefined;
}

export function familyOf(key: string): Title['family'] | undefined {
  return findTitle(key)?.family;
}

const proven = new WeakMap<Title, string>();

/**
 * The proven RTP in percent with two decimals ("96.21"): for the catalogue's titles, the figure stored in
 * ../proven-rtps.ts (proving them all takes seconds, most of it video poker's enumeration); any other title
 * is computed once. Always rounded down: the stated return never exceeds what the
 * configuration pays (roulette's 36/37 = 97.297 % states 97.29, video poker's 99.1660 % states 99.16).
 */
export function provenRtp(title: Title): string {
  let rtp = proven.get(title);
  if (rtp === undefined) {
    rtp = storedRtp(TITLES, title) ?? toPercent(exactTitleRtp(title), 2, 'down');
    proven.set(title, rtp);
  }
  return rtp;
}

/**
 * The exact return the title's configuration proves, as a fraction. Where the player's choices change it
 * (roulette spot, dice target, …), it is the lowest of them: what every way of playing returns at least.
 * Each family's module.ts says how its figure is found.
 */
export function exactTitleRtp(title: Title): Rational {
  return familyModule(title).exactRtp(title.config);
}
