import type { TStaffWithdrawal, TStaffWithdrawalDecision } from '@casino/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { Panel } from '@/components/ui/page';
import { Table, Td, Th } from '@/components/ui/table';
import { useHasPermission, useMember } from '@/features/session';
import { cx } from '@/lib/cx';
import { formatUtc } from '@/lib/format-time';
import { t } from '@/lib/i18n';
import { useWithdrawals, type WithdrawalFilter } from '../api/list-withdrawals';
import { approvalStateOf, type ApprovalState } from '../lib/approval-state';
import { ConfirmationLine } from './confirmation-line';
import { ApproveDialog, RejectDialog } from './withdrawal-dialogs';

const STATUS_TONE = { unconfirmed: 'warn', pending: 'info', completed: 'ok', rejected: 'warn', cancelled: 'neutral' } as const;

const APPROVAL_TONE: Record<Exclude<ApprovalState, 'decided' | 'unconfirmed'>, string> = {
  single: 'text-ink-soft',
  'first-of-two': 'text-brand-strong',
  'awaiting-someone-else': 'text-danger',
  'second-of-two': 'text-brand-strong',
};

/** Where the approvals stand, in words: the four-eyes state the member sees. An unconfirmed one has none yet. */
function ApprovalLine({ withdrawal, state }: { withdrawal: TStaffWithdrawal; state: ApprovalState }) {
  if (state === 'unconfirmed') return null;
  if (state === 'decided') {
    const by = withdrawal.decided?.by?.email;
    return by ? <p className="mt-1 text-xs text-ink-soft">{t('payments.decidedBy', { email: by })}</p> : null;
  }
  const first = withdrawal.firstApproval?.by;
  const text = {
    single: t('payments.oneApproval'),
    'first-of-two': t('payments.twoApprovals'),
    'awaiting-someone-else': t('payments.awaitingSomeoneElse'),
    'second-of-two': t('payments.firstApprovedBy', { email: first?.email ?? first?.id ?? '' }),
  }[state];
  return <p className={cx('mt-1 text-xs font-medium', APPROVAL_TONE[state])}>{text}</p>;
}

/** The sentence after a decision: paid out, first approval recorded, or rejected. */
const outcomeText = (decision: TStaffWithdrawalDecision) =>
  t(`payments.outcomes.${decision.outcome}`, { amount: decision.withdrawal.amount, currency: decision.withdrawal.currency });

/**
 * The withdrawal queue: who asks for how much, where to, since when, how the player confirmed it, where its approvals
 * stand, and whether the player is self-excluded (a payout-only withdrawal). Approve and reject need payments.decide;
 * one still waiting for the player's e-mailed link offers neither.
 */
export function WithdrawalQueue() {
  const [filter, setFilter] = useState<WithdrawalFilter>('pending');
  const withdrawals = useWithdrawals(filter);
  const me = useMember();
  const mayDecide = useHasPermission('payments.decide');
  const [approving, setApproving] = useState<TStaffWithdrawal | null>(null);
  const [rejecting, setRejecting] = useState<TStaffWithdrawal | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const done = (decision: TStaffWithdrawalDecision) => {
    setOutcome(outcomeText(decision));
    setApproving(null);
    setRejecting(null);
  };

  return (
    <Panel title={t('payments.withdrawalsTitle')}>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div role="group" aria-label={t('payments.withdrawalFilter')} className="flex gap-1">
            {(['pending', 'all'] as const).map((value) => (
              <Button
                key={value}
                size="sm"
                variant={filter === value ? 'primary' : 'secondary'}
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
              >
                {t(`payments.filters.${value}`)}
              </Button>
            ))}
          </div>
          {withdrawals.data && (
            <p className="text-xs text-ink-soft">{t('payments.fourEyesNote', { amount: withdrawals.data.fourEyesEur })}</p>
          )}
        </div>
        {outcome && (
          <Alert tone="info">
            <span>{outcome}</span>
          </Alert>
        )}
        {withdrawals.isPending ? (
          <Loading label={t('common.loading')} />
        ) : withdrawals.isError ? (
          <Alert>{withdrawals.error.message}</Alert>
        ) : withdrawals.data.items.length === 0 ? (
          <p className="text-sm text-ink-soft">{t(filter === 'pending' ? 'payments.queueEmpty' : 'payments.noWithdrawals')}</p>
        ) : (
          <Table label={t('payments.withdrawalsTable')} minWidth="60rem">
            <thead>
              <tr>
                <Th>{t('payments.player')}</Th>
                <Th>{t('payments.amount')}</Th>
                <Th>{t('payments.address')}</Th>
                <Th>{t('payments.requested')}</Th>
                <Th>{t('payments.status')}</Th>
                <Th>
                  <span className="sr-only">{t('payments.actions')}</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {withdrawals.data.items.map((w) => {
                const state = approvalStateOf(w, me.id);
                const what = { amount: w.amount, currency: w.currency, email: w.playerEmail ?? w.playerId };
                return (
                  <tr key={w.id}>
                    <Td className="min-w-36 break-all">
                      <div className="flex flex-col items-start gap-1">
                        <span className="font-medium text-ink">{w.playerEmail ?? w.playerId}</span>
                        {w.isPayoutOnly && <Badge tone="warn">{t('payments.payoutOnly')}</Badge>}
                      </div>
                    </Td>
                    <Td className="font-mono whitespace-nowrap">
                      {w.amount} {w.currency}
                    </Td>
                    <Td className="min-w-56">
                      <span>{w.method}</span>
                      <p className="font-mono text-xs break-all text-ink-soft">
                        {w.address ?? t('payments.ownAccount')}
                        {w.destinationTag !== null && ` (${t('payments.tag')} ${w.destinationTag})`}
                      </p>
                    </Td>
                    <Td className="min-w-28 text-ink-soft">{formatUtc(w.createdAt)}</Td>
                    <Td className="min-w-48">
                      <Badge tone={STATUS_TONE[w.status]}>{t(`payments.statuses.${w.status}`)}</Badge>
                      <ConfirmationLine withdrawal={w} />
                      <ApprovalLine withdrawal={w} state={state} />
                      {w.reason && <p className="mt-1 text-xs text-ink-soft">{w.reason}</p>}
                    </Td>
                    <Td className="whitespace-nowrap">
                      {mayDecide && state !== 'decided' && state !== 'unconfirmed' && (
                        <div className="flex flex-col items-stretch gap-1">
                          {state !== 'awaiting-someone-else' && (
                            <Button size="sm" onClick={() => setApproving(w)} aria-label={t('payments.approveLabel', what)}>
                              {t(state === 'second-of-two' ? 'payments.approveSecond' : 'payments.approve')}
                            </Button>
                          )}
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => setRejecting(w)}
                            aria-label={t('payments.rejectLabel', what)}
                          >
                            {t('payments.reject')}
                          </Button>
                        </div>
                      )}
                    </Td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
      </div>
      {approving && (
        <ApproveDialog withdrawal={approving} state={approvalStateOf(approving, me.id)} onDone={done} onClose={() => setApproving(null)} />
      )}
      {rejecting && <RejectDialog withdrawal={rejecting} onDone={done} onClose={() => setRejecting(null)} />}
    </Panel>
  );
}
