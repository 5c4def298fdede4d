'use client';
import Link from 'next/link';
import { useAuth } from '@/features/auth';
import { Button, buttonClasses, type ButtonSize } from '@/components/ui/button';
import { t } from '@/lib/i18n-site';
import { openModal } from '@/lib/modal-store';

/** Visitors get "Sign up" (opens the sign-up modal); signed-in players a link to their promotions. */
export function SignUpCta({ size = 'lg' }: { size?: ButtonSize }) {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) {
    return (
      <Link href="/profile/casino-promotions" className={buttonClasses({ variant: 'gold', size })}>
        {t('lobby.myPromotions')}
      </Link>
    );
  }
  return (
    <Button variant="gold" size={size} onClick={() => openModal('sign-up')}>
      {t('lobby.signUp')}
    </Button>
  );
}
