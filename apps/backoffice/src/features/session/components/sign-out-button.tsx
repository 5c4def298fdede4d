import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { useSignOut } from '../api/sign-out';

/** Ends the session; the guard then shows the sign-in screen. */
export function SignOutButton({ variant = 'secondary' }: { variant?: 'secondary' | 'ghost' }) {
  const signOut = useSignOut();
  return (
    <div className="flex flex-col gap-2">
      <Button variant={variant} isBusy={signOut.isPending} onClick={() => signOut.mutate()}>
        {t('session.signOut')}
      </Button>
      {signOut.isError && signOut.error.message && <Alert>{signOut.error.message}</Alert>}
    </div>
  );
}
