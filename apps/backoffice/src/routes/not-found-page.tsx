import { Link } from 'react-router';
import { Page } from '@/components/ui/page';
import { t } from '@/lib/i18n';

export function NotFoundPage() {
  return (
    <Page title={t('notFound.title')}>
      <p className="text-sm text-ink-soft">
        {t('notFound.body')}{' '}
        <Link to="/" className="font-medium text-brand underline">
          {t('notFound.home')}
        </Link>
      </p>
    </Page>
  );
}
