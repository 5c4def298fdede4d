import { SELF_EXCLUDE_PERIODS, type TSelfExcludePeriod, type TSelfExcludeResponse } from '@casino/contracts';
import { t } from '@/lib/i18n';
import { formatDateTime } from '@/lib/format-date-time';

const KEYS: Record<TSelfExcludePeriod, string> = {
  '24_HOURS': 'hours24',
  '7_DAYS': 'days7',
  '30_DAYS': 'days30',
  '1_MONTH': 'month1',
  '3_MONTHS': 'months3',
  '6_MONTHS': 'months6',
  '1_YEAR': 'year1',
  '5_YEARS': 'years5',
  PERMANENT: 'permanent',
};

export type SelfExclusionOption = { period: TSelfExcludePeriod; label: string; description: string };

/** The periods of `offered` (the player's market profile's choices, from the server), shortest first. */
export function selfExclusionOptions(offered: readonly string[]): SelfExclusionOption[] {
  return SELF_EXCLUDE_PERIODS.filter((period) => offered.includes(period)).map((period) => ({
    period,
    label: t(`profile.selfExclusion.periods.${KEYS[period]}.label`),
    description: t(`profile.selfExclusion.periods.${KEYS[period]}.description`),
  }));
}

/** The question the confirmation dialog asks. */
export function selfExclusionQuestion(period: TSelfExcludePeriod): string {
  return t(period === 'PERMANENT' ? 'profile.selfExclusion.confirmPermanent' : 'profile.selfExclusion.confirm', {
    period: t(`profile.selfExclusion.periods.${KEYS[period]}.label`).toLowerCase(),
  });
}

/** What the player is told once signed out: until when the exclusion holds. */
export function selfExclusionDoneMessage(result: Pick<TSelfExcludeResponse, 'excludedUntil'>): string {
  if (result.excludedUntil === null) return t('profile.selfExclusion.donePermanent');
  return t('profile.selfExclusion.doneUntil', { date: formatDateTime(result.excludedUntil) });
}
