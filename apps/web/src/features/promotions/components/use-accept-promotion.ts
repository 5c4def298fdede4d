'use client';
import { useRouter } from 'next/navigation';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useAcceptPromotion } from '../api/promotion-actions';
import { apiReason } from '../lib/api-reason';

/**
 * Taking a promotion (docs/product.md, Promotions): the accept call, then home, with the wallet, profile and promotions read
 * again (the mutation's own refresh) and "Promo Activated Successfully."; a failure says to try again later.
 * Every place that activates a promotion (the pending page, the no-deposit popup) goes through it, so each ends
 * on the home page; `onActivated` runs first (the popup closes itself).
 */
export function useActivatePromotion() {
  const router = useRouter();
  const mutation = useAcceptPromotion();
  return {
    activatingId: mutation.isPending ? mutation.variables : undefined,
    isPending: mutation.isPending,
    activate: (id: string, onActivated?: () => void) =>
      mutation.mutate(id, {
        onSuccess: () => {
          onActivated?.();
          router.push('/');
          toast.success(t('promotions.activated'));
        },
        // The words of docs/product.md, Messages, with the API's reason when it gave one ("Finish or forfeit your active bonus first.").
        onError: (err) => toast.error(t('promotions.failed'), { description: apiReason(err) }),
      }),
  };
}
