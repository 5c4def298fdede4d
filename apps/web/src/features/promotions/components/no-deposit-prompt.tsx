'use client';
import { useEffect, useRef } from 'react';
import { openModal, useModal } from '@/lib/modal-store';
import { useEligiblePromotions } from '../api/get-eligible-promotions';
import { isDismissed, noDepositOffer } from '../lib/no-deposit-offer';

/**
 * Opens the no-deposit popup once per page load for a signed-in player whose sign-up offer waits, unless they
 * put it aside in this browser session or another modal is open. Renders nothing; the popup's code loads when
 * it opens (open-modal.tsx).
 */
export function NoDepositPrompt() {
  const eligible = useEligiblePromotions();
  const modal = useModal();
  const shown = useRef<string | undefined>(undefined);
  const offer = noDepositOffer(eligible.data);
  useEffect(() => {
    if (!offer || modal || shown.current === offer.id || isDismissed(window.sessionStorage, offer.id)) return;
    shown.current = offer.id;
    openModal('no-deposit', { offer });
  }, [offer, modal]);
  return null;
}
