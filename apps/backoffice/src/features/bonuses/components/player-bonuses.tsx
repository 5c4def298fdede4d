import type { TStaffPlayerBonus } from '@casino/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { Panel } from '@/components/ui/page';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { Table, Td, Th } from '@/components/ui/table';
import { formatUtc } from '@/lib/format-time';
import { t } from '@/lib/i18n';
import { useForfeitBonus, usePlayerBonuses } from '../api/player-bonuses';
import { GrantBonusForm } from './grant-bonus-form';

const STATUS_TONE = {
  active: 'ok',
  pending: 'info',
  completed: 'neutral',
  forfeited: 'warn',
  expired: 'neutral',
  rejected: 'neutral',
} as const;

function ForfeitDialog({ playerId, bonus, onClose }: { playerId: string; bonus: TStaffPlayerBonus; onClose: () => void }) {
  const forfeit = useForfeitBonus(playerId);
  return (
    <ReasonDialog
      title={t('bonuses.player.forfeitTitle', { name: bonus.displayName, amount: bonus.bonusAmount, currency: bonus.currency })}
      label={t('bonuses.player.reason')}
      confirmLabel={t('bonuses.player.forfeitConfirm')}
      cancelLabel={t('common.cancel')}
      requiredMessage={t('bonuses.player.reasonRequired')}
      isBusy={forfeit.isPending}
      error={forfeit.isError ? forfeit.error.message : null}
      onCancel={onClose}
      onSubmit={(reason) => forfeit.mutate({ playerId, grantId: bonus.id, reason }, { onSuccess: onClose })}
    />
  );
}

/**
 * A player's bonuses on their page in the console: each grant with its wagering, expiry and spins left; with
 * bonuses.manage (`canManage`), a forfeit with a reason for the active one and a form to grant a bonus in one of the
 * player's currencies.
 */
export function PlayerBonuses({ playerId, canManage }: { playerId: string; canManage: boolean }) {
  const bonuses = usePlayerBonuses(playerId);
  const [forfeiting, setForfeiting] = useState<TStaffPlayerBonus | null>(null);
  return (
    <Panel title={t('bonuses.player.title')} isRegion>
      {bonuses.isPending ? (
        <Loading label={t('common.loading')} />
      ) : bonuses.isError ? (
        <Alert>{bonuses.error.message}</Alert>
      ) : (
        <div className="flex flex-col gap-4">
          {bonuses.data.items.length === 0 ? (
            <p className="text-sm text-ink-soft">{t('bonuses.player.none')}</p>
          ) : (
            <Table label={t('bonuses.player.tableLabel')} minWidth="56rem">
              <thead>
                <tr>
                  <Th>{t('bonuses.player.bonus')}</Th>
                  <Th>{t('bonuses.player.status')}</Th>
                  <Th>{t('bonuses.player.amount')}</Th>
                  <Th>{t('bonuses.player.wagering')}</Th>
                  <Th>{t('bonuses.player.expires')}</Th>
                  <Th>{t('bonuses.player.spinsLeft')}</Th>
                  <Th>{t('bonuses.player.reason')}</Th>
                  <Th>
                    <span className="sr-only">{t('bonuses.player.actions')}</span>
                  </Th>
                </tr>
              </thead>
              <tbody>
                {bonuses.data.items.map((b) => (
                  <tr key={b.id}>
                    <Td className="text-ink">
                      {b.displayName}
                      <p className="text-xs text-ink-soft">
                        {t(`bonuses.player.sources.${b.source}`)} · {formatUtc(b.createdAt)}
                      </p>
                    </Td>
                    <Td>
                      <Badge tone={STATUS_TONE[b.status]}>{t(`bonuses.player.statuses.${b.status}`)}</Badge>
                    </Td>
                    <Td className="font-mono whitespace-nowrap">
                      {b.bonusAmount} {b.currency}
                      {b.bonusBalance !== null && (
                        <p className="font-sans text-xs text-ink-soft">{t('bonuses.player.balance', { amount: b.bonusBalance })}</p>
                      )}
                    </Td>
                    <Td className="font-mono whitespace-nowrap">
                      {t('bonuses.player.wageredOf', { wagered: b.wagered, required: b.wageringRequirement })}
                    </Td>
                    <Td className="whitespace-nowrap">{formatUtc(b.expiresAt)}</Td>
                    <Td>{b.freeSpinsLeft === null ? t('bonuses.player.spinsOf', { spins: b.freeSpins }) : b.freeSpinsLeft}</Td>
                    <Td>
                      {b.reason && (
                        <p>
                          {b.reason}
                          {b.grantedBy && (
                            <span className="block text-xs text-ink-soft">{t('bonuses.player.grantedBy', { email: b.grantedBy })}</span>
                          )}
                        </p>
                      )}
                      {b.forfeitReason && (
                        <p className="text-xs text-ink-soft">{t('bonuses.player.forfeitedFor', { reason: b.forfeitReason })}</p>
                      )}
                    </Td>
                    <Td className="text-right">
                      {canManage && b.status === 'active' && (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setForfeiting(b)}
                          aria-label={t('bonuses.player.forfeitLabel', {
                            name: b.displayName,
                            amount: b.bonusAmount,
                            currency: b.currency,
                          })}
                        >
                          {t('bonuses.player.forfeit')}
                        </Button>
                      )}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          {canManage && <GrantBonusForm playerId={playerId} currencies={bonuses.data.currencies} />}
        </div>
      )}
      {forfeiting && <ForfeitDialog playerId={playerId} bonus={forfeiting} onClose={() => setForfeiting(null)} />}
    </Panel>
  );
}
