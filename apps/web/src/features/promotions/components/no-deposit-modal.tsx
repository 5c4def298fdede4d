'use client';
import { Button } from '@/components/ui/button';
import { Dialog, DialogDescription } from '@/components/ui/dialog';
import { thumbnailUrl } from '@/features/games';
import { t } from '@/lib/i18n';
import { closeModal } from '@/lib/modal-store';
import { useRuntimeConfig } from '@/lib/runtime-config-context';
import { dismiss, type NoDepositOffer } from '../lib/no-deposit-offer';
import { useActivatePromotion } from './use-accept-promotion';

const sessionStore = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/**
 * The sign-up offer (issue 15, scope 5): the spins, the slot they are played on, Activate (accepts the pending
 * promotion and goes home, as an accept from the pending page does) and Not now (the offer stays among pending promotions; the popup waits for the next visit).
 */
export function NoDepositModal({ offer }: { offer: NoDepositOffer }) {
  const accept = useActivatePromotion();
  const hosts = useRuntimeConfig();
  const image = offer.game ? thumbnailUrl(offer.game, hosts) : null;
  const notNow = () => {
    dismiss(sessionStore(), offer.id);
    closeModal();
  };
  const activate = () => accept.activate(offer.id, closeModal);
  return (
    <Dialog title={t('promotions.noDeposit.title')} onClose={notNow} hasDescription>
      <div data-testid="no-deposit-offer" className="flex flex-col items-center gap-4 text-center">
        {image && <img src={image} alt={t('promotions.noDeposit.gameAlt')} width={320} height={240} className="w-48 rounded-xl" />}
        <p className="text-3xl font-extrabold text-gold">{t('promotions.noDeposit.spins', { n: offer.spins })}</p>
        <DialogDescription className="text-sm text-muted">{t('promotions.noDeposit.text')}</DialogDescription>
        <Button size="lg" className="w-full" isBusy={accept.isPending} onClick={activate}>
          {t('promotions.noDeposit.activate')}
        </Button>
        <Button variant="secondary" size="lg" className="w-full" disabled={accept.isPending} onClick={notNow}>
          {t('promotions.noDeposit.notNow')}
        </Button>
      </div>
    </Dialog>
  );
}
