import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { t } from '@/lib/i18n';
import { useMe } from '../api/get-me';
import { MemberContext } from './member-context';

/** Shows `children` to a signed-in member; sends anyone else to sign in, to come back here afterwards. */
export function RequireSession({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <Loading label={t('common.loading')} />;
  if (me.isError) {
    return (
      <div className="mx-auto flex max-w-md flex-col gap-3 p-6">
        <Alert>{me.error.message}</Alert>
        <Button variant="secondary" onClick={() => void me.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!me.data) return <Navigate to="/sign-in" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <MemberContext value={me.data}>{children}</MemberContext>;
}
