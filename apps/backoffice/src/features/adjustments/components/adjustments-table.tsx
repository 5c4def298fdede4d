import type { TStaffAdjustment } from '@casino/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { Panel } from '@/components/ui/page';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { Table, Td, Th } from '@/components/ui/table';
import { useMember } from '@/features/session';
import { formatUtc } from '@/lib/format-time';
import { t } from '@/lib/i18n';
import { useApproveAdjustment } from '../api/approve-adjustment';
import { useAdjustments, type AdjustmentFilter } from '../api/list-adjustments';
import { useRejectAdjustment } from '../api/reject-adjustment';

const STATUS_TONE = { pending: 'info', applied: 'ok', rejected: 'warn' } as const;

function RejectAdjustmentDialog({ adjustment, onClose }: { adjustment: TStaffAdjustment; onClose: () => void }) {
  const reject = useRejectAdjustment();
  return (
    <ReasonDialog
      title={t('adjustments.rejectTitle', { amount: adjustment.amount, currency: adjustment.currency })}
      label={t('adjustments.rejectReason')}
      confirmLabel={t('adjustments.rejectConfirm')}
      cancelLabel={t('common.cancel')}
      requiredMessage={t('adjustments.reasonRequired')}
      isBusy={reject.isPending}
      error={reject.isError ? reject.error.message : null}
      onCancel={onClose}
      onSubmit={(reason) => reject.mutate({ id: adjustment.id, reason }, { onSuccess: onClose })}
    />
  );
}

/**
 * The adjustments waiting for a second approval (or the latest of all): another member than the requester approves
 * or rejects; the requester sees that it waits for someone else, and may withdraw it by rejecting.
 */
export function AdjustmentsTable() {
  const [filter, setFilter] = useState<AdjustmentFilter>('pending');
  const adjustments = useAdjustments(filter);
  const approve = useApproveAdjustment();
  const me = useMember();
  const [rejecting, setRejecting] = useState<TStaffAdjustment | null>(null);

  return (
    <Panel title={t('adjustments.listTitle')}>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div role="group" aria-label={t('adjustments.filter')} className="flex gap-1">
            {(['pending', 'all'] as const).map((value) => (
              <Button
                key={value}
                size="sm"
                variant={filter === value ? 'primary' : 'secondary'}
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
              >
                {t(`adjustments.filters.${value}`)}
              </Button>
            ))}
          </div>
          {adjustments.data && (
            <p className="text-xs text-ink-soft">{t('adjustments.fourEyesNote', { amount: adjustments.data.fourEyesEur })}</p>
          )}
        </div>
        {approve.isError && <Alert>{approve.error.message}</Alert>}
        {adjustments.isPending ? (
          <Loading label={t('common.loading')} />
        ) : adjustments.isError ? (
          <Alert>{adjustments.error.message}</Alert>
        ) : adjustments.data.items.length === 0 ? (
          <p className="text-sm text-ink-soft">{t(filter === 'pending' ? 'adjustments.noneWaiting' : 'adjustments.none')}</p>
        ) : (
          <Table label={t('adjustments.tableLabel')} minWidth="60rem">
            <thead>
              <tr>
                <Th>{t('adjustments.player')}</Th>
                <Th>{t('adjustments.amount')}</Th>
                <Th>{t('adjustments.reason')}</Th>
                <Th>{t('adjustments.requestedBy')}</Th>
                <Th>{t('adjustments.status')}</Th>
                <Th>
                  <span className="sr-only">{t('adjustments.actions')}</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {adjustments.data.items.map((a) => {
                const isMine = a.requestedBy.id === me.id;
                const what = { amount: a.amount, currency: a.currency, email: a.playerEmail ?? a.playerId };
                return (
                  <tr key={a.id}>
                    <Td className="font-medium break-all text-ink">{a.playerEmail ?? a.playerId}</Td>
                    <Td className="font-mono whitespace-nowrap">
                      {a.amount} {a.currency}
                    </Td>
                    <Td>{a.reason}</Td>
                    <Td className="break-all">
                      {a.requestedBy.email ?? a.requestedBy.id}
                      <p className="text-xs whitespace-nowrap text-ink-soft">{formatUtc(a.requestedAt)}</p>
                    </Td>
                    <Td>
                      <Badge tone={STATUS_TONE[a.status]}>{t(`adjustments.statuses.${a.status}`)}</Badge>
                      {a.status === 'pending' && isMine && (
                        <p className="mt-1 text-xs text-ink-soft">{t('adjustments.awaitingSomeoneElse')}</p>
                      )}
                      {a.decided && (
                        <p className="mt-1 text-xs text-ink-soft">
                          {t('adjustments.decidedBy', { email: a.decided.by.email ?? a.decided.by.id })}
                        </p>
                      )}
                      {a.rejectReason && <p className="mt-1 text-xs text-ink-soft">{a.rejectReason}</p>}
                    </Td>
                    <Td className="text-right whitespace-nowrap">
                      {a.status === 'pending' && (
                        <div className="flex justify-end gap-1">
                          {!isMine && (
                            <Button
                              size="sm"
                              isBusy={approve.isPending && approve.variables === a.id}
                              onClick={() => approve.mutate(a.id)}
                              aria-label={t('adjustments.approveLabel', what)}
                            >
                              {t('adjustments.approve')}
                            </Button>
                          )}
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => setRejecting(a)}
                            aria-label={t('adjustments.rejectLabel', what)}
                          >
                            {t('adjustments.reject')}
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
      {rejecting && <RejectAdjustmentDialog adjustment={rejecting} onClose={() => setRejecting(null)} />}
    </Panel>
  );
}
