import Link from 'next/link';
import { buttonClasses, type ButtonSize } from '@/components/ui/button';
import { t } from '@/lib/i18n-site';
import { SignedInSwitch } from './signed-in-switch';
import { SignUpButton } from './sign-up-button';

/** Visitors get "Sign up" (opens the sign-up modal); signed-in players a link to their promotions. */
export function SignUpCta({ size = 'lg' }: { size?: ButtonSize }) {
  return (
    <SignedInSwitch
      player={
        <Link href="/profile/casino-promotions" className={buttonClasses({ variant: 'gold', size })}>
          {t('lobby.myPromotions')}
        </Link>
      }
      visitor={<SignUpButton size={size} />}
    />
  );
}
