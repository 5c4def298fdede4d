import { useSearchParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { PlayerSearch } from '@/features/players';
import { RequirePermission } from '@/features/session';
import { t } from '@/lib/i18n';

/** /players (players.read): the search, its text kept in the address (?q=) so a reload or a link shows the same. */
export function PlayersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  return (
    <RequirePermission permission="players.read">
      <Page title={t('players.title')} description={t('players.description')}>
        <PlayerSearch key={q} q={q} onSearch={(next) => setParams({ q: next })} />
      </Page>
    </RequirePermission>
  );
}
