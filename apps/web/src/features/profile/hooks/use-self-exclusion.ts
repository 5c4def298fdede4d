'use client';
import type { TSelfExcludePeriod } from '@casino/contracts';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { toast } from '@/lib/toast';
import { leaveSignedOut } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { confirm } from '@/lib/modal-store';
import { selfExclude } from '../api/self-exclude';
import { selfExclusionDoneMessage, selfExclusionQuestion } from '../lib/self-exclusion';

/**
 * `requestSelfExclusion(period)` asks through the confirmation dialog; on Approve the exclusion
 * starts, the server ends every session, and this browser forgets the player and goes home.
 */
export function useSelfExclusion() {
  const router = useRouter();

  return useCallback(
    (period: TSelfExcludePeriod) =>
      confirm({
        description: selfExclusionQuestion(period),
        onApprove: async () => {
          let result;
          try {
            result = await selfExclude(period);
          } catch (error) {
            const reason = error instanceof ApiError && error.status < 500 ? error.message : undefined;
            toast.error(t('profile.selfExclusion.failed'), { description: reason });
            throw error; // the dialog stays open
          }
          toast.success(selfExclusionDoneMessage(result));
          await leaveSignedOut(router);
        },
      }),
    [router],
  );
}
