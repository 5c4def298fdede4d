import type { TStaffPermission } from '@casino/contracts';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { t } from '@/lib/i18n';
import { useHasPermission } from './member-context';

/** A page only some roles may open: others reaching its address are told so (the API refuses them anyway). */
export function RequirePermission({ permission, children }: { permission: TStaffPermission; children: ReactNode }) {
  if (!useHasPermission(permission)) return <Alert title={t('errors.noAccessTitle')}>{t('errors.noAccess')}</Alert>;
  return children;
}
