import { TITLES, type Title } from '@casino/games';
import { z } from 'zod';
import type { Config } from '../../config';
import { ConfigFileError, pathOf, readJsonConfigFile } from '../../lib/config-file';
import type { PromotionSettings, SpendOrder, WelcomeDeposit, WelcomeOffer } from './settings';

const VARIABLE = 'PROMOTIONS_FILE';

/** The order a stake spends real and bonus money in (docs/decisions/023-wagering.md). */
const SPEND_ORDERS = ['real-first', 'bonus-first'] as const satisfies readonly SpendOrder[];

/** Every game family a title plays: the keys of the contribution table. */
const FAMILIES = [...new Set(Object.values(TITLES).map((t) => t.family))] as [Title['family'], ...Title['family'][]];

/** "12.5" → 1250n: EUR amounts are written as the operator reads them, never as floats. */
const eur = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount in EUR as a string such as "16" or "0.10"')
  .transform((v) => {
    const [whole, fraction = ''] = v.split('.');
    return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  });
const positiveEur = eur.refine((v) => v > 0n, 'must be more than 0');
const name = z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters');

const ZTier = z.strictObject({
  /** Stable: players accept or reject a promotion by this id. */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'must be lower-case letters, digits and "-", such as welcome-1-up-to-16'),
  /** The tier covers EUR amounts above the previous tier's bound up to this one, inclusive; null: no upper bound. */
  upToEur: positiveEur.nullable(),
  bonusPercent: z.number().int().min(0).max(1000),
  freeSpins: z.number().int().min(0).max(10_000),
});

const ZDeposit = z.strictObject({
  depositNumber: z.number().int().min(1).max(5),
  displayName: name,
  eventName: z.string().regex(/^[A-Z][A-Z0-9_]{0,39}$/, 'must be upper-case letters, digits and "_", such as DEPOSIT_1'),
  tiers: z.array(ZTier).min(1, 'must list at least one tier'),
});

/** The welcome offer as the file writes it, and as an operator's override for a market profile is stored. */
export const ZWelcomeSection = z.strictObject({
  /** Per deposit, in EUR; converted down to the deposit's currency. */
  maximumBonusEur: positiveEur,
  deposits: z.array(ZDeposit).min(1, 'must list at least one deposit'),
});
export type WelcomeSection = z.input<typeof ZWelcomeSection>;

const ZPromotionsFile = z.strictObject({
  welcome: ZWelcomeSection,
  wagering: z.strictObject({
    /** The bonus is wagered this many times before it turns into real money. */
    multiplier: z.number().int().min(0).max(200),
    maximumBetEur: positiveEur,
    validityDays: z.number().int().min(1).max(365),
    /** Percent of a bonus-funded stake that counts towards the requirement; a family left out counts 0 %. */
    contributionPercent: z.partialRecord(z.enum(FAMILIES), z.number().int().min(0).max(100)),
    /** Which money a stake takes first while the player has bonus money; the rest comes from the other. */
    spendOrder: z.enum(SPEND_ORDERS, { error: 'must be "real-first" or "bonus-first"' }).default('real-first'),
  }),
  freeSpins: z.strictObject({
    /** Title keys of the slots the spins are played on. */
    games: z.array(z.string()).min(1, 'must name at least one slot'),
    spinValueEur: positiveEur,
    validityDays: z.number().int().min(1).max(365),
  }),
  /** The sign-up offer (docs/product.md, Promotions): free spins without a deposit; left out, there is none. */
  noDeposit: z
    .strictObject({
      displayName: name.default('NO DEPOSIT'),
      freeSpins: z.number().int().min(1).max(1_000),
      validityDays: z.number().int().min(1).max(365),
      /**
       * docs/product.md, Promotions, "Sign-up offer": the spins' winnings are held
       * until a deposit worth at least `depositAmountEur`, then released as bonus money with `extraBonusPercent` on top.
       */
      winUnlock: z.strictObject({ depositAmountEur: positiveEur, extraBonusPercent: z.number().int().min(0).max(1_000) }).optional(),
    })
    .optional(),
  /** Levels by real money wagered, lowest first: the first starts at "0". */
  loyaltyLevels: z
    .array(z.strictObject({ name, minimumWageredEur: eur }))
    .min(1, 'must list at least one level')
    .max(50, 'must list at most 50 levels'),
});

/** The welcome offer's rules the shape cannot say: one offer per deposit number, tiers in rising order, ids unique. */
function checkWelcomeRules(welcome: z.output<typeof ZWelcomeSection>, prefix: string): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const numbers = new Set<number>();
  welcome.deposits.forEach((deposit, d) => {
    const at = `${prefix}deposits[${d}]`;
    if (numbers.has(deposit.depositNumber)) problems.push(`${at}.depositNumber: deposit ${deposit.depositNumber} has an offer already`);
    numbers.add(deposit.depositNumber);
    let previous = 0n;
    deposit.tiers.forEach((tier, t) => {
      if (ids.has(tier.id)) problems.push(`${at}.tiers[${t}].id: ${tier.id} is used twice`);
      ids.add(tier.id);
      const isLast = t === deposit.tiers.length - 1;
      if (tier.upToEur === null && !isLast) problems.push(`${at}.tiers[${t}].upToEur: only the last tier may be unbounded (null)`);
      if (tier.upToEur !== null && tier.upToEur <= previous) problems.push(`${at}.tiers[${t}].upToEur: must be above the tier before`);
      previous = tier.upToEur ?? previous;
    });
  });
  return problems;
}

/** Rules the shape cannot say: the welcome offer's, a slot contribution, spins on real slots, rising loyalty levels. */
function checkRules(file: z.output<typeof ZPromotionsFile>): string[] {
  const problems = checkWelcomeRules(file.welcome, 'welcome.');
  if (file.wagering.contributionPercent.slots === undefined) problems.push('wagering.contributionPercent.slots: must be set');
  file.freeSpins.games.forEach((key, i) => {
    const title = Object.hasOwn(TITLES, key) ? TITLES[key] : undefined;
    if (!title) problems.push(`freeSpins.games[${i}]: unknown title ${key}`);
    else if (title.family !== 'slots') problems.push(`freeSpins.games[${i}]: ${key} is not a slot`);
  });
  file.loyaltyLevels.forEach((level, i) => {
    const before = file.loyaltyLevels[i - 1];
    if (i === 0 && level.minimumWageredEur !== 0n) problems.push('loyaltyLevels[0].minimumWageredEur: the first level must start at "0"');
    if (before && level.minimumWageredEur <= before.minimumWageredEur) {
      problems.push(`loyaltyLevels[${i}].minimumWageredEur: must be above the level before`);
    }
    if (file.loyaltyLevels.findIndex((l) => l.name === level.name) !== i)
      problems.push(`loyaltyLevels[${i}].name: ${level.name} is used twice`);
  });
  return problems;
}

function welcomeOfferOf(welcome: z.output<typeof ZWelcomeSection>, minimumDepositEurCents: bigint): WelcomeOffer {
  const deposits: WelcomeDeposit[] = welcome.deposits
    .map((d) => ({
      depositNumber: d.depositNumber,
      displayName: d.displayName,
      eventName: d.eventName,
      tiers: d.tiers.map((t) => ({ id: t.id, upToEurCents: t.upToEur, bonusPercent: t.bonusPercent, freeSpins: t.freeSpins })),
    }))
    .sort((a, b) => a.depositNumber - b.depositNumber);
  return { maximumBonusEurCents: welcome.maximumBonusEur, minimumDepositEurCents, deposits };
}

/**
 * A welcome offer written as the file's `welcome` section (an operator's override), checked by the file's own shape
 * and rules: the offer, or every problem, each named by where it is (`deposits[0].tiers[1].upToEur: …`).
 */
export function parseWelcomeSection(input: unknown, minimumDepositEurCents: bigint): { offer: WelcomeOffer } | { problems: string[] } {
  const parsed = ZWelcomeSection.safeParse(input);
  if (!parsed.success) return { problems: parsed.error.issues.map((i) => `${pathOf(i.path)}: ${i.message}`) };
  const problems = checkWelcomeRules(parsed.data, '');
  return problems.length > 0 ? { problems } : { offer: welcomeOfferOf(parsed.data, minimumDepositEurCents) };
}

/**
 * Reads and checks the promotions file: every problem is listed at once and stops the start.
 * `minimumDepositEurCents` (PROMOTION_MIN_EUR) stays in the environment, shared with GET /rate/limit.
 */
export function loadPromotionSettings(file: string, minimumDepositEurCents: bigint): PromotionSettings {
  const parsed = readJsonConfigFile(VARIABLE, file, ZPromotionsFile);
  const problems = checkRules(parsed);
  if (problems.length > 0) throw new ConfigFileError(VARIABLE, file, problems);
  const contribution = Object.fromEntries(FAMILIES.map((f) => [f, parsed.wagering.contributionPercent[f] ?? 0]));
  return {
    welcome: welcomeOfferOf(parsed.welcome, minimumDepositEurCents),
    wagering: {
      multiplier: parsed.wagering.multiplier,
      maximumBetEurCents: parsed.wagering.maximumBetEur,
      validityDays: parsed.wagering.validityDays,
      contributionPercent: contribution as Record<Title['family'], number>,
      spendOrder: parsed.wagering.spendOrder,
    },
    freeSpins: {
      games: parsed.freeSpins.games,
      spinValueEurCents: parsed.freeSpins.spinValueEur,
      validityDays: parsed.freeSpins.validityDays,
    },
    noDeposit: parsed.noDeposit
      ? {
          displayName: parsed.noDeposit.displayName,
          freeSpins: parsed.noDeposit.freeSpins,
          validityDays: parsed.noDeposit.validityDays,
          winUnlock: parsed.noDeposit.winUnlock
            ? {
                depositAmountEurCents: parsed.noDeposit.winUnlock.depositAmountEur,
                extraBonusPercent: parsed.noDeposit.winUnlock.extraBonusPercent,
              }
            : null,
        }
      : null,
    loyaltyLevels: parsed.loyaltyLevels.map((l, i) => ({ level: i + 1, name: l.name, minimumWageredEurCents: l.minimumWageredEur })),
  };
}

// The file is read once per process: a change takes effect on the next start.
const loaded = new Map<string, PromotionSettings>();

/** The operator's promotions. Throws a configuration error for a bad file. */
export function getPromotionSettings({
  promotionsFile,
  promotionMinEurCents,
}: Pick<Config, 'promotionsFile' | 'promotionMinEurCents'>): PromotionSettings {
  const key = `${promotionMinEurCents}:${promotionsFile}`;
  let settings = loaded.get(key);
  if (!settings) {
    settings = loadPromotionSettings(promotionsFile, promotionMinEurCents);
    loaded.set(key, settings);
  }
  return settings;
}
