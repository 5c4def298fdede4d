import { PLAYER_SEARCH_MAX, PLAYER_SEARCH_MIN } from '@casino/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { Loading } from '@/components/ui/loading';
import { Table, Td, Th } from '@/components/ui/table';
import { t } from '@/lib/i18n';
import { usePlayerSearch } from '../api/search-players';

/** The search form and its results; `q` lives in the page's address so a reload or a shared link shows the same. */
export function PlayerSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  const [problem, setProblem] = useState<string | null>(null);
  const results = usePlayerSearch(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = text.trim();
    // The API's own bounds, said before asking it.
    if (wanted.length < PLAYER_SEARCH_MIN || wanted.length > PLAYER_SEARCH_MAX) return setProblem(t('players.search.length'));
    setProblem(null);
    onSearch(wanted);
  };
  return (
    <div className="flex flex-col gap-4">
      <form role="search" aria-label={t('players.search.form')} noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-64">
          <TextField
            label={t('players.search.label')}
            hint={t('players.search.hint')}
            error={problem ?? undefined}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <Button type="submit">{t('players.search.submit')}</Button>
      </form>
      {q === '' ? null : results.isPending ? (
        <Loading label={t('common.loading')} />
      ) : results.isError ? (
        <Alert>{results.error.message}</Alert>
      ) : results.data.items.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('players.search.none', { q })}</p>
      ) : (
        <Table label={t('players.search.results')} minWidth="40rem">
          <thead>
            <tr>
              <Th>{t('players.search.player')}</Th>
              <Th>{t('players.search.email')}</Th>
              <Th>{t('players.search.country')}</Th>
              <Th>{t('players.search.matchedBy')}</Th>
            </tr>
          </thead>
          <tbody>
            {results.data.items.map((p) => (
              <tr key={p.id}>
                <Td>
                  <Link to={`/players/${p.id}`} className="font-medium text-brand-strong underline">
                    {p.name}
                  </Link>
                  <span className="block text-xs text-ink-soft">{t(`players.states.${p.accountState}`)}</span>
                </Td>
                <Td className="break-all">{p.email}</Td>
                <Td>{p.country ?? '—'}</Td>
                <Td>{t(`players.matchedBy.${p.matchedBy}`)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
