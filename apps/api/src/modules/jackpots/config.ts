import { isCurrencyCode, MINOR_UNITS_LIMIT, type TCurrencyCode } from '@casino/contracts';
import { TITLES, type Title } from '@casino/games';
import { z } from 'zod';
import type { Config } from '../../config';
import { ConfigFileError, readJsonConfigFile } from '../../lib/config-file';

const VARIABLE = 'JACKPOTS_FILE';

/** Crash bets share one live round's hash chain, with no per-bet float to draw a jackpot from: they never take part. */
const DRAWABLE_FAMILIES = [...new Set(Object.values(TITLES).map((t) => t.family))].filter((f) => f !== 'crash');

/** Minor units as a string of digits (the wallet API's spelling), so any currency's amounts fit. */
const minorUnits = z
  .string()
  .regex(/^[1-9]\d{0,37}$/, 'must be a whole number of minor units, as a string such as "10000"')
  .transform((v) => BigInt(v))
  .refine((v) => v < MINOR_UNITS_LIMIT, 'is too large');

const ZPool = z.strictObject({
  currency: z.string().refine(isCurrencyCode, 'must be a supported currency code such as EUR'),
  seed: minorUnits,
  cap: minorUnits,
});

const ZJackpotsFile = z.strictObject({
  /** What the site calls the pools ("Grand Jackpot"). */
  name: z.string().trim().min(1).max(60),
  /** The share of each real-money stake that feeds the pool, in basis points (100 = 1 %), rounded down to a minor unit. */
  contributionBasisPoints: z.number().int().min(1).max(10_000),
  /** Each qualifying bet wins the pool with a chance of 1 in this. */
  winChanceOneIn: z
    .number()
    .int()
    .min(1)
    .max(2 ** 32),
  /** Families whose every title takes part, and single titles by key, on top. */
  families: z.array(z.enum(DRAWABLE_FAMILIES as [string, ...string[]])).default([]),
  titles: z.array(z.string()).default([]),
  pools: z.array(ZPool),
});

export type JackpotPool = { currency: TCurrencyCode; seed: bigint; cap: bigint };
export type JackpotSettings = {
  name: string;
  contributionBasisPoints: bigint;
  winChanceOneIn: number;
  /** Title keys that take part. */
  titles: ReadonlySet<string>;
  pools: ReadonlyMap<TCurrencyCode, JackpotPool>;
};

/** The house's share of a stake in basis points: what the title keeps, which pays the contribution. */
const houseEdgeBasisPoints = (title: Title) => 10_000 - Number(title.rtp.replace('.', ''));

/**
 * Reads and checks the jackpots file. Beyond its shape: every title exists and can draw, every currency has one
 * pool whose cap is at least its seed, and the contribution fits inside the house's share of every participating
 * title's stake, so the stated RTP of the game is untouched (docs/decisions/019-jackpots.md).
 */
export function loadJackpotSettings(file: string): JackpotSettings {
  const parsed = readJsonConfigFile(VARIABLE, file, ZJackpotsFile);
  const problems: string[] = [];
  const titles = new Set<string>();
  for (const [key, title] of Object.entries(TITLES)) if (parsed.families.includes(title.family)) titles.add(key);
  for (const key of parsed.titles) {
    const title = Object.hasOwn(TITLES, key) ? TITLES[key] : undefined;
    if (!title) problems.push(`titles: unknown title ${key}`);
    else if (title.family === 'crash') problems.push(`titles: ${key} is a crash title, whose bets have no float of their own to draw with`);
    else titles.add(key);
  }
  for (const key of titles) {
    const edge = houseEdgeBasisPoints(TITLES[key]!);
    if (parsed.contributionBasisPoints > edge) {
      problems.push(`contributionBasisPoints: ${parsed.contributionBasisPoints} is more than ${key} keeps of a stake (${edge})`);
    }
  }
  const pools = new Map<TCurrencyCode, JackpotPool>();
  parsed.pools.forEach((pool, i) => {
    const currency = pool.currency as TCurrencyCode;
    if (pools.has(currency)) problems.push(`pools[${i}].currency: ${currency} has a pool already`);
    if (pool.cap < pool.seed) problems.push(`pools[${i}].cap: must be at least the seed`);
    pools.set(currency, { currency, seed: pool.seed, cap: pool.cap });
  });
  if (problems.length > 0) throw new ConfigFileError(VARIABLE, file, problems);
  return {
    name: parsed.name,
    contributionBasisPoints: BigInt(parsed.contributionBasisPoints),
    winChanceOneIn: parsed.winChanceOneIn,
    titles,
    pools,
  };
}

// The file is read once per process: a change takes effect on the next start.
const loaded = new Map<string, JackpotSettings>();

/** The operator's jackpot settings. Throws a configuration error for a bad file. */
export function getJackpotSettings({ jackpotsFile }: Pick<Config, 'jackpotsFile'>): JackpotSettings {
  let settings = loaded.get(jackpotsFile);
  if (!settings) {
    settings = loadJackpotSettings(jackpotsFile);
    loaded.set(jackpotsFile, settings);
  }
  return settings;
}
