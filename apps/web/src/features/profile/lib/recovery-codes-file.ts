import { t } from '@/lib/i18n';
import { formatDateTime } from '@/lib/format-date-time';

/**
 * The recovery codes as a text file to keep: which site they open, when they were made, and the codes one a line.
 * `site` is the host the player signs in on; the file name keeps only what every system accepts in one.
 */
export function recoveryCodesFile(codes: readonly string[], site: string, madeAt: Date): { name: string; text: string } {
  const lines = [
    t('profile.twoFactor.file.title', { site }),
    t('profile.twoFactor.file.made', { date: formatDateTime(madeAt) }),
    t('profile.twoFactor.file.use'),
    '',
    ...codes,
    '',
  ];
  const safeSite = site.toLowerCase().replace(/[^a-z0-9.-]+/g, '-');
  return { name: `recovery-codes-${safeSite}.txt`, text: lines.join('\n') };
}
