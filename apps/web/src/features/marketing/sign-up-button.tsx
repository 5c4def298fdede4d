'use client';
import { Button, type ButtonSize } from '@/components/ui/button';
import { t } from '@/lib/i18n-site';
import { openModal } from '@/lib/modal-store';

/** "Sign up": opens the sign-up modal. */
export function SignUpButton({ size }: { size: ButtonSize }) {
  return (
    <Button variant="gold" size={size} onClick={() => openModal('sign-up')}>
      {t('lobby.signUp')}
    </Button>
  );
}
