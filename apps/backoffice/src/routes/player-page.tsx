import { useParams } from 'react-router';
import { PlayerView } from '@/features/players';
import { RequirePermission } from '@/features/session';

/** /players/:id (players.read): one player on one page; its heading is the player's e-mail. */
export function PlayerPage() {
  const { id = '' } = useParams();
  return (
    <RequirePermission permission="players.read">
      <PlayerView key={id} playerId={id} />
    </RequirePermission>
  );
}
