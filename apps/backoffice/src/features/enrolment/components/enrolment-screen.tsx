import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { statusOf } from '@/lib/form-errors';
import { t } from '@/lib/i18n';
import { useEnrolment } from '../api/start-enrolment';
import { AuthenticatorSetup } from './authenticator-setup';
import { EnrolmentForm } from './enrolment-form';

const isClientError = (error: unknown) => statusOf(error) >= 400 && statusOf(error) < 500;

/**
 * A new member's first visit, from the one-time link: set up the authenticator, choose a password, prove the
 * authenticator with a code, and be signed in. A used, expired or unknown link shows the API's reason.
 */
export function EnrolmentScreen({ token, onEnrolled }: { token: string; onEnrolled: () => void }) {
  const enrolment = useEnrolment(token);
  if (!token) return <Alert title={t('enrol.linkProblem')}>{t('enrol.noToken')}</Alert>;
  if (enrolment.isPending) return <Loading label={t('enrol.opening')} />;
  if (enrolment.isError) {
    if (!isClientError(enrolment.error)) return <Alert>{enrolment.error.message}</Alert>;
    return (
      <Alert title={t('enrol.linkProblem')}>
        <p>{enrolment.error.message}</p>
        <p className="mt-1">{t('enrol.askNewLink')}</p>
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <AuthenticatorSetup enrolment={enrolment.data} />
      <EnrolmentForm token={token} onEnrolled={onEnrolled} />
    </div>
  );
}
