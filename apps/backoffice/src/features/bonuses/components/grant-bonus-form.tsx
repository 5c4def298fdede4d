import type { TCurrencyCode, TStaffPlayerBonus } from '@casino/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/fields';
import { placeFieldErrors } from '@/lib/form-errors';
import { t } from '@/lib/i18n';
import { useGrantBonus } from '../api/player-bonuses';
import { grantRequestOf, ZGrantForm, type GrantFormInput, type GrantFormValues } from '../lib/grant-form';

const FIELDS = ['amount', 'currency', 'freeSpins', 'reason'] as const;

/**
 * Grants the player a bonus in one of their wallet currencies. Each submission carries a key of its own, kept until it
 * succeeds: sending the form again after a lost answer grants once.
 */
export function GrantBonusForm({ playerId, currencies }: { playerId: string; currencies: TCurrencyCode[] }) {
  const form = useForm<GrantFormInput, unknown, GrantFormValues>({
    resolver: zodResolver(ZGrantForm),
    defaultValues: { amount: '', currency: currencies[0] ?? 'EUR', freeSpins: '', reason: '' },
  });
  const grant = useGrantBonus(playerId);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<TStaffPlayerBonus | null>(null);
  const { errors } = form.formState;

  function submit(values: GrantFormValues) {
    setFailure(null);
    setDone(null);
    grant.mutate(
      { playerId, body: grantRequestOf(values, key) },
      {
        onSuccess: (bonus) => {
          setDone(bonus);
          setKey(crypto.randomUUID());
          form.reset({ amount: '', currency: values.currency, freeSpins: '', reason: '' });
        },
        onError: (error) => {
          if (placeFieldErrors(error, form.setError, FIELDS)) setFailure(error.message);
        },
      },
    );
  }

  if (currencies.length === 0) return <p className="text-sm text-ink-soft">{t('bonuses.player.noWallet')}</p>;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-label={t('bonuses.player.grantTitle')} className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-ink">{t('bonuses.player.grantTitle')}</h3>
      {failure && <Alert>{failure}</Alert>}
      {done && (
        <Alert tone="info">
          {t('bonuses.player.granted', { amount: done.bonusAmount, currency: done.currency, spins: done.freeSpins })}
        </Alert>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('bonuses.player.amount')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('bonuses.player.amountHint')}
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <SelectField label={t('bonuses.player.currency')} error={errors.currency?.message} {...form.register('currency')}>
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('bonuses.player.freeSpins')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.freeSpins?.message}
          {...form.register('freeSpins')}
        />
      </div>
      <TextAreaField
        label={t('bonuses.player.reason')}
        hint={t('bonuses.player.reasonHint')}
        maxLength={500}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <Button type="submit" isBusy={grant.isPending} className="self-start">
        {t('bonuses.player.grant')}
      </Button>
    </form>
  );
}
