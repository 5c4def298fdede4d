import { SELF_EXCLUDE_PERIODS, type TSelfExcludePeriod, type TSelfExcludeResponse } from '@casino/contracts';
import { t } from '@/lib/i18n';
import { formatDateTime } from './format-date';

const KEYS: Record<TSelfExcludePeriod, string> = {
  '24_HOURS': 'hours24',
  '7_DAYS': 'days7',
  '30_DAYS': 'days30',
  '6_MONTHS': 'months6',
  PERMANENT: 'permanent',
};

export type SelfExclusionOption = { period: TSelfExcludePeriod; label: string; description: string };

/** The periods a player can choose, shortest first. */
export function selfExclusionOptions(): SelfExclusionOption[] {
  return SELF_EXCLUDE_PERIODS.map((period) => ({
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
