import type { TStaffPlayerSession } from '@casino/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatUtc } from '@/lib/format-time';
import { t } from '@/lib/i18n';
import { useRevokeSession, useSessions } from '../api/sessions';
import { QueryState, Section } from './section';

/** The player's live sessions; ending one signs that browser out at its next request, after a confirmation. */
export function SessionsSection({ playerId, canWrite }: { playerId: string; canWrite: boolean }) {
  const sessions = useSessions(playerId);
  const revoke = useRevokeSession(playerId);
  const [asking, setAsking] = useState<TStaffPlayerSession | null>(null);
  return (
    <Section title={t('players.sessions.title')}>
      {revoke.isError && <Alert>{revoke.error.message}</Alert>}
      <QueryState query={sessions}>
        {() =>
          sessions.data!.items.length === 0 ? (
            <p className="text-sm text-ink-soft">{t('players.sessions.none')}</p>
          ) : (
            <ul aria-label={t('players.sessions.list')} className="text-sm">
              {sessions.data!.items.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 border-b border-line py-2 last:border-0">
                  <div>
                    <p className="font-medium text-ink">{s.device}</p>
                    <p className="text-xs text-ink-soft">
                      {t('players.sessions.seen', { ip: s.ip ?? '—', at: formatUtc(s.lastSeenAt), since: formatUtc(s.createdAt) })}
                    </p>
                  </div>
                  {canWrite && (
                    <Button size="sm" variant="danger" onClick={() => setAsking(s)}>
                      {t('players.sessions.revoke')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {asking && (
        <ConfirmDialog
          title={t('players.sessions.confirmTitle')}
          confirmLabel={t('players.sessions.revoke')}
          cancelLabel={t('common.cancel')}
          isBusy={revoke.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => revoke.mutate(asking.id, { onSettled: () => setAsking(null) })}
        >
          <p>{t('players.sessions.confirmBody', { device: asking.device })}</p>
        </ConfirmDialog>
      )}
    </Section>
  );
}
