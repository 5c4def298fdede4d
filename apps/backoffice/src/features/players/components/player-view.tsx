import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { PlayerBonuses } from '@/features/bonuses';
import { useHasPermission } from '@/features/session';
import { t } from '@/lib/i18n';
import { usePlayer } from '../api/get-player';
import { BalancesSection } from './balances-section';
import { NotesSection } from './notes-section';
import { PaymentsSection } from './payments-section';
import { DocumentsSection, ProfileSection } from './profile-section';
import { RoundsSection } from './rounds-section';
import { SaferGamblingSection } from './safer-gambling-section';
import { SessionsSection } from './sessions-section';
import { WithdrawalSecuritySection } from './withdrawal-security-section';

/** One player on one page: the heading is their e-mail, then each part in a region of its own. */
export function PlayerView({ playerId }: { playerId: string }) {
  const player = usePlayer(playerId);
  const canWrite = useHasPermission('players.write');
  const canManageBonuses = useHasPermission('bonuses.manage');
  if (player.isPending) return <Loading label={t('common.loading')} />;
  if (player.isError) return <Alert>{player.error.message}</Alert>;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold break-all text-ink">{player.data.email}</h1>
      <div className="grid gap-4 lg:grid-cols-2">
        <ProfileSection player={player.data} />
        <DocumentsSection documents={player.data.documents} />
        <BalancesSection playerId={playerId} />
        <PaymentsSection playerId={playerId} />
        <WithdrawalSecuritySection playerId={playerId} />
        <RoundsSection playerId={playerId} />
        <PlayerBonuses playerId={playerId} canManage={canManageBonuses} />
        <SaferGamblingSection playerId={playerId} />
        <SessionsSection playerId={playerId} canWrite={canWrite} />
        <NotesSection playerId={playerId} canWrite={canWrite} />
      </div>
    </div>
  );
}
