import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { useMember } from '@/features/session';
import { t } from '@/lib/i18n';
import { useAssignCase } from '../api/assign-case';
import { useCase } from '../api/get-case';
import { caseAge } from '../lib/case-age';
import { CloseAccountForm, CloseCaseForm, LimitForm, MessageForm, NoteForm } from './case-forms';
import { HistoryPanel, InteractionsPanel, MarkersPanel, PlayerPanel } from './case-details';
import { CaseStatusBadge } from './case-labels';

/** One case: who and where it stands, taking it, then what the player shows and did, and the forms to act. */
export function CaseView({ caseId }: { caseId: string }) {
  const view = useCase(caseId);
  const me = useMember();
  const assign = useAssignCase(caseId);
  if (view.isPending) return <Loading label={t('common.loading')} />;
  if (view.isError) return <Alert>{view.error.message}</Alert>;
  const { case: c, player, playClosed } = view.data;
  const isClosed = c.status === 'closed';
  const email = player.email ?? t('cases.noAccount');

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-line bg-white p-4 text-sm">
        <p className="font-medium text-ink">{email}</p>
        <CaseStatusBadge status={c.status} />
        <p className="text-ink-soft">{t('cases.openedAgo', { age: caseAge(c.openedAt, c.closedAt ?? view.data.now) })}</p>
        <p className="text-ink-soft">
          {t('cases.assignee')}: {c.assignee?.email ?? t('cases.unassigned')}
        </p>
        {!isClosed && c.assignee?.id !== me.id && (
          <Button size="sm" variant="secondary" isBusy={assign.isPending} onClick={() => assign.mutate(undefined)}>
            {t('cases.assignToMe')}
          </Button>
        )}
        {isClosed && c.outcome && <p className="w-full text-ink">{t('cases.closedWith', { outcome: c.outcome })}</p>}
      </div>
      {assign.isError && <Alert>{assign.error.message}</Alert>}
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <MarkersPanel markers={view.data.markers} />
          <PlayerPanel view={view.data} />
          <InteractionsPanel interactions={view.data.interactions} />
        </div>
        <div className="flex flex-col gap-4">
          {!isClosed && (
            <>
              <MessageForm caseId={caseId} />
              <LimitForm caseId={caseId} currency={player.currency} />
              <NoteForm caseId={caseId} />
              {playClosed?.kind !== 'account_closed' && <CloseAccountForm caseId={caseId} email={email} />}
              <CloseCaseForm caseId={caseId} />
            </>
          )}
          <HistoryPanel history={view.data.history} />
        </div>
      </div>
    </div>
  );
}
