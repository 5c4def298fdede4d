import { STAFF_DEPOSIT_VIEWS, type TStaffDepositView } from '@casino/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { Panel } from '@/components/ui/page';
import { Table, Td, Th } from '@/components/ui/table';
import { formatUtc } from '@/lib/format-time';
import { t } from '@/lib/i18n';
import { useDeposits } from '../api/list-deposits';

/**
 * Deposits to look at: pending ones, credited ones flagged for refund (paid in during an exclusion, or the part of a
 * chain payment above a deposit limit) with the amount owed back, and held ones the gateway's notice disagreed with.
 */
export function DepositLists() {
  const [view, setView] = useState<TStaffDepositView>('pending');
  const deposits = useDeposits(view);
  return (
    <Panel title={t('payments.depositsTitle')}>
      <div className="flex flex-col gap-3">
        <div role="group" aria-label={t('payments.depositFilter')} className="flex flex-wrap gap-1">
          {STAFF_DEPOSIT_VIEWS.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={view === value ? 'primary' : 'secondary'}
              aria-pressed={view === value}
              onClick={() => setView(value)}
            >
              {t(`payments.depositViews.${value}`)}
            </Button>
          ))}
        </div>
        <p className="text-xs text-ink-soft">{t(`payments.depositHints.${view}`)}</p>
        {deposits.isPending ? (
          <Loading label={t('common.loading')} />
        ) : deposits.isError ? (
          <Alert>{deposits.error.message}</Alert>
        ) : deposits.data.length === 0 ? (
          <p className="text-sm text-ink-soft">{t('payments.noDeposits')}</p>
        ) : (
          <Table label={t(`payments.depositTables.${view}`)} minWidth="56rem">
            <thead>
              <tr>
                <Th>{t('payments.player')}</Th>
                <Th>{t('payments.amount')}</Th>
                <Th>{t('payments.method')}</Th>
                <Th>{t('payments.reference')}</Th>
                <Th>{t('payments.started')}</Th>
                <Th>{view === 'refund' ? t('payments.refund') : t('payments.note')}</Th>
              </tr>
            </thead>
            <tbody>
              {deposits.data.map((d) => (
                <tr key={d.id}>
                  <Td className="font-medium break-all text-ink">{d.playerEmail ?? d.playerId}</Td>
                  <Td className="font-mono whitespace-nowrap">
                    {d.amount} {d.currency}
                  </Td>
                  <Td>
                    {d.method} <span className="text-ink-soft">({d.gateway})</span>
                  </Td>
                  <Td className="font-mono text-xs break-all">{d.reference ?? '—'}</Td>
                  <Td className="whitespace-nowrap text-ink-soft">{formatUtc(d.createdAt)}</Td>
                  <Td>
                    {d.refundReason ? (
                      <div className="flex flex-col items-start gap-1">
                        <Badge tone="warn">{t(`payments.refundReasons.${d.refundReason}`)}</Badge>
                        {d.refundAmount && (
                          <span className="font-mono text-xs">{t('payments.owed', { amount: d.refundAmount, currency: d.currency })}</span>
                        )}
                      </div>
                    ) : (
                      <span className="text-ink-soft">{d.failureReason ?? '—'}</span>
                    )}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </div>
    </Panel>
  );
}
