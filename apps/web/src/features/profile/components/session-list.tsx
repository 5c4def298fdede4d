'use client';
import type { TProfileSession } from '@casino/contracts';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useEndSession, useSessions } from '../api/sessions';
import { formatDateTime } from '@/lib/format-date-time';
import { ErrorState, LoadingState } from '@/components/ui/query-status';

/** Every live session of the player; any but this one can be signed out. */
export function SessionList() {
  const sessions = useSessions();
  const end = useEndSession();

  function signOut(session: TProfileSession) {
    end.mutate(session.id, {
      onSuccess: () => toast.success(t('profile.sessions.signedOut')),
      onError: (error) =>
        toast.error(t('profile.sessions.signOutFailed'), {
          description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
        }),
    });
  }

  if (sessions.isPending) return <LoadingState label={t('profile.sessions.loading')} />;
  if (sessions.isError) return <ErrorState message={t('profile.sessions.loadFailed')} onRetry={() => void sessions.refetch()} />;
  if (sessions.data.length === 0) return <p className="text-sm text-muted">{t('profile.sessions.empty')}</p>;

  return (
    <ul aria-label={t('profile.sessions.title')} className="flex flex-col gap-3">
      {sessions.data.map((session) => {
        const isEnding = end.isPending && end.variables === session.id;
        return (
          <li
            key={session.id}
            className="flex flex-col gap-3 rounded-xl border border-line bg-bg/40 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                <span className="break-words">{session.device}</span>
                {session.current && (
                  <span className="rounded-full border border-emerald-400/40 bg-emerald-400/10 px-2 py-0.5 text-xs text-emerald-300">
                    {t('profile.sessions.thisDevice')}
                  </span>
                )}
              </p>
              <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted">{t('profile.sessions.ip')}</dt>
                <dd className="break-all tabular-nums">{session.ip ?? t('profile.sessions.ipUnknown')}</dd>
                <dt className="text-muted">{t('profile.sessions.created')}</dt>
                <dd>{formatDateTime(session.createdAt)}</dd>
                <dt className="text-muted">{t('profile.sessions.lastSeen')}</dt>
                <dd>{formatDateTime(session.lastSeenAt)}</dd>
              </dl>
            </div>
            {!session.current && (
              <Button variant="secondary" onClick={() => signOut(session)} disabled={end.isPending} isBusy={isEnding} className="shrink-0">
                {t('profile.sessions.signOut')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
