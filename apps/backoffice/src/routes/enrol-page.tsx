import { useLocation, useNavigate } from 'react-router';
import { PublicFrame } from '@/components/ui/public-frame';
import { EnrolmentScreen, tokenOfHash } from '@/features/enrolment';
import { t } from '@/lib/i18n';

/** /enrol#<token>: the one-time link an administrator passed on; once enrolled, the member is home and signed in. */
export function EnrolPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  return (
    <PublicFrame product={t('app.name')} title={t('enrol.title')}>
      <EnrolmentScreen token={tokenOfHash(hash)} onEnrolled={() => void navigate('/', { replace: true })} />
    </PublicFrame>
  );
}
