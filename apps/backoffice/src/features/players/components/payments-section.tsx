import { Table, Td, Th } from '@/components/ui/table';
import { ConfirmationLine } from '@/features/payments';
import { formatUtc } from '@/lib/format-time';
import { t } from '@/lib/i18n';
import { usePayments } from '../api/get-payments';
import { QueryState, Section } from './section';

/** The player's deposits and withdrawals, newest first, with their references and reasons, and how each withdrawal was confirmed. */
export function PaymentsSection({ playerId }: { playerId: string }) {
  const payments = usePayments(playerId);
  return (
    <Section title={t('players.payments.title')}>
      <QueryState query={payments}>
        {() => {
          const { deposits, withdrawals, addresses } = payments.data!;
          const lines = [
            ...deposits.map((d) => ({
              ...d,
              type: 'deposit' as const,
              detail: d.note ?? (d.refundReason ? t('players.payments.refund', { reason: d.refundReason }) : null),
            })),
            ...withdrawals.map((w) => ({ ...w, type: 'withdrawal' as const, detail: w.reason ?? w.address })),
          ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
          return (
            <div className="flex flex-col gap-3">
              {lines.length === 0 ? (
                <p className="text-sm text-ink-soft">{t('players.payments.none')}</p>
              ) : (
                <Table label={t('players.payments.table')} minWidth="44rem">
                  <thead>
                    <tr>
                      <Th>{t('players.payments.date')}</Th>
                      <Th>{t('players.payments.type')}</Th>
                      <Th>{t('players.payments.amount')}</Th>
                      <Th>{t('players.payments.status')}</Th>
                      <Th>{t('players.payments.reference')}</Th>
                    </tr>
                  </thead>
                  <tbody>
                    {lines.map((line) => (
                      <tr key={`${line.type}:${line.id}`}>
                        <Td className="whitespace-nowrap text-ink-soft">{formatUtc(line.createdAt)}</Td>
                        <Td>
                          {t(`players.payments.${line.type}`)} · {line.method}
                        </Td>
                        <Td className="whitespace-nowrap">
                          {line.amount} {line.currency}
                        </Td>
                        <Td>
                          {line.status}
                          {line.type === 'withdrawal' && <ConfirmationLine withdrawal={line} />}
                        </Td>
                        <Td className="font-mono text-xs break-all">
                          {line.reference ?? '—'}
                          {line.detail && <span className="block font-sans text-ink-soft">{line.detail}</span>}
                        </Td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
              {addresses.length > 0 && (
                <div className="text-sm">
                  <h3 className="font-semibold text-ink">{t('players.payments.addresses')}</h3>
                  <ul>
                    {addresses.map((a) => (
                      <li key={a.currency} className="break-all">
                        {a.currency}: <span className="font-mono text-xs">{a.address}</span>
                        {a.destinationTag && ` (${t('players.payments.tag', { tag: a.destinationTag })})`}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          );
        }}
      </QueryState>
    </Section>
  );
}
