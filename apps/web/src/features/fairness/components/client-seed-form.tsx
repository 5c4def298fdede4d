'use client';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useSetClientSeed } from '../api/set-client-seed';

/** The API's reason, on the field: a field error if it gave one, else its message (never a 5xx's text). */
function messageOf(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return t('auth.somethingWrong');
  return error.errors?.[0]?.message ?? error.message;
}

export function ClientSeedForm({ current }: { current: string }) {
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string>();
  const change = useSetClientSeed();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      await change.mutateAsync(value);
      toast.success(t('fairness.seeds.clientSeedChanged'));
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="flex-1">
        <TextField
          label={t('fairness.seeds.newClientSeed')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <Button type="submit" variant="secondary" size="lg" isBusy={change.isPending} className="sm:mt-6.5">
        {t('fairness.seeds.saveClientSeed')}
      </Button>
    </form>
  );
}
