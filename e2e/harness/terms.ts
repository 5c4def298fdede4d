import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Terms } from './model';

// The bonus terms the model follows, read from the promotions file the API processes run with: the operator's file
// is the one definition of the offer, for the casino and for the harness's model alike.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SHIPPED_PROMOTIONS = path.join(ROOT, 'apps/api/data/promotions.json');

/** "12.50" EUR as cents. */
const cents = (eur: string) => {
  const [whole, fraction = ''] = eur.split('.');
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
};

type PromotionsFile = {
  welcome: { maximumBonusEur: string; deposits: { depositNumber: number; tiers: { upToEur: string | null; bonusPercent: number }[] }[] };
  wagering: {
    multiplier: number;
    maximumBetEur?: string | null;
    spendOrder?: Terms['spendOrder'];
    contributionPercent: Partial<Record<string, number>>;
  };
};

/** The terms of `file` (the API's PROMOTIONS_FILE) with the API's PROMOTION_MIN_EUR. */
export function readTerms(file: string, minimumDepositEur = '10'): Terms {
  const { welcome, wagering } = JSON.parse(readFileSync(file, 'utf8')) as PromotionsFile;
  return {
    spendOrder: wagering.spendOrder ?? 'real-first',
    maximumBet: wagering.maximumBetEur ? cents(wagering.maximumBetEur) : null,
    multiplier: wagering.multiplier,
    contribution: wagering.contributionPercent,
    welcome: welcome.deposits.map((d) => ({
      depositNumber: d.depositNumber,
      tiers: d.tiers.map((t) => ({ upTo: t.upToEur === null ? null : cents(t.upToEur), percent: t.bonusPercent })),
    })),
    minimumDeposit: cents(minimumDepositEur),
    maximumBonus: cents(welcome.maximumBonusEur),
  };
}

/**
 * The harness's promotions file, written to `file`: the shipped one without the sign-up offer, a first-deposit bonus of
 * 20 % without free spins, and wagering of 1× the bonus with the bonus staked first. The bonus players' wagering then
 * completes, converts and forfeits within a run of minutes, and every stake of theirs splits between both moneys.
 */
export function writeHarnessPromotions(file: string): string {
  const shipped = JSON.parse(readFileSync(SHIPPED_PROMOTIONS, 'utf8')) as Record<string, unknown> & PromotionsFile;
  const { noDeposit: _signUpOffer, ...rest } = shipped;
  const harness = {
    ...rest,
    welcome: {
      maximumBonusEur: shipped.welcome.maximumBonusEur,
      deposits: [
        {
          depositNumber: 1,
          displayName: '1st deposit',
          eventName: 'DEPOSIT_1',
          tiers: [{ id: 'harness-1', upToEur: null, bonusPercent: 20, freeSpins: 0 }],
        },
      ],
    },
    wagering: {
      ...shipped.wagering,
      multiplier: 1,
      spendOrder: 'bonus-first',
      contributionPercent: { ...shipped.wagering.contributionPercent, dice: 100, roulette: 50 },
    },
  };
  writeFileSync(file, JSON.stringify(harness, null, 2));
  return file;
}
