import { SELF_EXCLUDE_PERIODS, type TPeriod, type TSelfExcludePeriod } from '@casino/contracts';
import { type ExclusionPeriod, type MarketProfile, type Period } from './market-profiles';

// The periods of time-outs and self-exclusions as the API names them, and which of them a profile offers.

/** What each `selfExcludePeriod` of PUT /profile/self-exclude means. */
const EXCLUSION_PERIOD_OF: Record<TSelfExcludePeriod, ExclusionPeriod> = {
  '24_HOURS': { amount: 24, unit: 'hours' },
  '7_DAYS': { amount: 7, unit: 'days' },
  '30_DAYS': { amount: 30, unit: 'days' },
  '1_MONTH': { amount: 1, unit: 'months' },
  '3_MONTHS': { amount: 3, unit: 'months' },
  '6_MONTHS': { amount: 6, unit: 'months' },
  '1_YEAR': { amount: 1, unit: 'years' },
  '5_YEARS': { amount: 5, unit: 'years' },
  PERMANENT: 'indefinite',
};

export const exclusionPeriodOf = (code: TSelfExcludePeriod): ExclusionPeriod => EXCLUSION_PERIOD_OF[code];

export const samePeriod = (a: ExclusionPeriod, b: ExclusionPeriod): boolean =>
  a === 'indefinite' || b === 'indefinite' ? a === b : a.amount === b.amount && a.unit === b.unit;

/** "24 hours", "1 month", "indefinitely". */
export function periodLabel(period: ExclusionPeriod): string {
  if (period === 'indefinite') return 'indefinitely';
  const unit = period.amount === 1 ? period.unit.slice(0, -1) : period.unit;
  return `${period.amount} ${unit}`;
}

/** How a time-out's period is kept in its row: `2_days`. */
export const periodCode = (period: Period): string => `${period.amount}_${period.unit}`;

/** The `selfExcludePeriod` values the profile offers, in the profile's order. */
export function selfExclusionChoices(profile: MarketProfile): TSelfExcludePeriod[] {
  return profile.selfExclusionPeriods.flatMap((offered) =>
    SELF_EXCLUDE_PERIODS.filter((code) => samePeriod(EXCLUSION_PERIOD_OF[code], offered)),
  );
}

/** The profile's time-out that equals `period`, or undefined. */
export const offeredTimeOut = (profile: MarketProfile, period: TPeriod): Period | undefined =>
  profile.timeOutPeriods.find((offered) => samePeriod(offered, period));

/**
 * The least time an indefinite exclusion runs before the player may ask to end it: the profile's shortest fixed
 * term, so that choosing "indefinitely" never closes play for less than the shortest exclusion on offer.
 */
export function indefiniteMinimum(profile: MarketProfile): Period {
  const fixed = profile.selfExclusionPeriods.filter((p): p is Period => p !== 'indefinite');
  return fixed[0] ?? { amount: 6, unit: 'months' };
}
