import { ZStaffPlayerNoteRequest, type TStaffPlayerNoteRequest } from '@casino/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/fields';
import { formatUtc } from '@/lib/format-time';
import { placeFieldErrors } from '@/lib/form-errors';
import { t } from '@/lib/i18n';
import { useAddNote, useNotes } from '../api/notes';
import { QueryState, Section } from './section';

function NoteForm({ playerId }: { playerId: string }) {
  const add = useAddNote(playerId);
  const form = useForm<TStaffPlayerNoteRequest>({ resolver: zodResolver(ZStaffPlayerNoteRequest) });
  const [failure, setFailure] = useState<string | null>(null);
  const send = (values: TStaffPlayerNoteRequest) => {
    setFailure(null);
    add.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        if (placeFieldErrors(error, form.setError, ['text'])) setFailure(error.message);
      },
    });
  };
  return (
    <form noValidate aria-label={t('players.notes.form')} onSubmit={form.handleSubmit(send)} className="flex flex-col gap-2">
      {failure && <Alert>{failure}</Alert>}
      <TextAreaField label={t('players.notes.note')} error={form.formState.errors.text?.message} {...form.register('text')} />
      <div>
        <Button type="submit" isBusy={add.isPending}>
          {t('players.notes.add')}
        </Button>
      </div>
    </form>
  );
}

/** Staff notes on the player, newest first; a member who may change the player can add one. */
export function NotesSection({ playerId, canWrite }: { playerId: string; canWrite: boolean }) {
  const notes = useNotes(playerId);
  return (
    <Section title={t('players.notes.title')}>
      <div className="flex flex-col gap-3">
        {canWrite && <NoteForm playerId={playerId} />}
        <QueryState query={notes}>
          {() =>
            notes.data!.items.length === 0 ? (
              <p className="text-sm text-ink-soft">{t('players.notes.none')}</p>
            ) : (
              <ul aria-label={t('players.notes.list')} className="flex flex-col gap-2 text-sm">
                {notes.data!.items.map((n) => (
                  <li key={n.id} className="border-b border-line pb-2 last:border-0">
                    <p className="break-words whitespace-pre-wrap text-ink">{n.text}</p>
                    <p className="text-xs text-ink-soft">{t('players.notes.by', { email: n.author.email, at: formatUtc(n.at) })}</p>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>
    </Section>
  );
}
