'use client';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { t } from '@/lib/i18n';
import { seedsErrorMessage } from '../api/error-message';
import { useSetClientSeed } from '../api/set-client-seed';

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
      setError(seedsErrorMessage(failure));
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
