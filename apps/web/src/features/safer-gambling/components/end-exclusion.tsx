'use client';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { confirm } from '@/lib/modal-store';
import { toast } from '@/lib/toast';
import { useLiftExclusion, useSaferGambling } from '../api/safer-gambling';
import { formatLimitTime } from '../lib/limits';

/**
 * On the payout-only page of a player excluded indefinitely: from when they may ask to end it, and the request itself
 * once that time has come (the server decides; play reopens after the profile's delay, never at once).
 */
export function EndExclusion() {
  const query = useSaferGambling();
  const lift = useLiftExclusion();
  const inForce = query.data?.breaks.inForce;
  if (!inForce || inForce.kind !== 'self_exclusion' || !inForce.liftableFrom) return null;
  if (inForce.liftAskedAt && inForce.playReopensAt) {
    return <p className="text-sm text-muted">{t('saferGambling.endExclusion.asked', { at: formatLimitTime(inForce.playReopensAt) })}</p>;
  }
  const days = Math.round((query.data?.breaks.liftDelayHours.indefinite ?? 0) / 24);
  const ask = () =>
    confirm({
      description: t('saferGambling.endExclusion.confirm', { days }),
      onApprove: async () => {
        try {
          await lift.mutateAsync(undefined);
        } catch (error) {
          const reason = error instanceof ApiError && error.status < 500 ? error.message : undefined;
          toast.error(t('saferGambling.endExclusion.failed'), { description: reason });
          throw error;
        }
      },
    });
  return (
    <section aria-labelledby="end-exclusion" className="flex flex-col gap-2">
      <h2 id="end-exclusion" className="text-lg font-bold">
        {t('saferGambling.endExclusion.title')}
      </h2>
      <p className="text-sm text-muted">{t('saferGambling.endExclusion.about', { from: formatLimitTime(inForce.liftableFrom), days })}</p>
      <Button variant="secondary" className="self-start" onClick={ask}>
        {t('saferGambling.endExclusion.ask')}
      </Button>
    </section>
  );
}
