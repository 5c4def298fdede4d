import { Navigate, useLocation, useNavigate } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { PublicFrame } from '@/components/ui/public-frame';
import { returnPathOf, SignInForm, useMe } from '@/features/session';
import { t } from '@/lib/i18n';

/** /sign-in: a member already signed in goes straight on; after signing in, back to the page they had asked for. */
export function SignInPage() {
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const next = returnPathOf(location.state);
  if (me.data) return <Navigate to={next} replace />;
  return (
    <PublicFrame product={t('app.name')} title={t('signIn.title')}>
      {me.isPending ? <Loading label={t('common.loading')} /> : <SignInForm onSignedIn={() => void navigate(next, { replace: true })} />}
    </PublicFrame>
  );
}
