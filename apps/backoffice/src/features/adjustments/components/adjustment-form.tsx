import { CURRENCY_CODES, ZStaffAdjustmentRequest, type TStaffAdjustment } from '@casino/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/fields';
import { Panel } from '@/components/ui/page';
import { placeFieldErrors } from '@/lib/form-errors';
import { t } from '@/lib/i18n';
import { useCreateAdjustment } from '../api/create-adjustment';

type Input = z.input<typeof ZStaffAdjustmentRequest>;
type Values = z.output<typeof ZStaffAdjustmentRequest>;
const FIELDS = ['playerId', 'currency', 'amount', 'reason'] as const;

/**
 * Asks for an adjustment of a player's real money. Each submission carries a key of its own, kept until it succeeds:
 * sending the form again after a lost answer cannot adjust twice.
 */
export function AdjustmentForm() {
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(ZStaffAdjustmentRequest),
    defaultValues: { playerId: '', currency: 'EUR', amount: '', reason: '' },
  });
  const create = useCreateAdjustment();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<TStaffAdjustment | null>(null);
  const { errors } = form.formState;

  function submit(values: Values) {
    setFailure(null);
    setDone(null);
    create.mutate(
      { ...values, idempotencyKey: key },
      {
        onSuccess: (adjustment) => {
          setDone(adjustment);
          setKey(crypto.randomUUID());
          form.reset();
        },
        onError: (error) => {
          if (placeFieldErrors(error, form.setError, FIELDS)) setFailure(error.message);
        },
      },
    );
  }

  return (
    <Panel title={t('adjustments.formTitle')}>
      <form noValidate onSubmit={form.handleSubmit(submit)} aria-label={t('adjustments.formTitle')} className="flex flex-col gap-3">
        {failure && <Alert>{failure}</Alert>}
        {done && (
          <Alert tone="info">
            {t(done.status === 'applied' ? 'adjustments.applied' : 'adjustments.waiting', {
              amount: done.amount,
              currency: done.currency,
              email: done.playerEmail ?? done.playerId,
            })}
          </Alert>
        )}
        <div className="grid gap-3 sm:grid-cols-[2fr_8rem_1fr]">
          <TextField label={t('adjustments.playerId')} autoComplete="off" error={errors.playerId?.message} {...form.register('playerId')} />
          <SelectField label={t('adjustments.currency')} error={errors.currency?.message} {...form.register('currency')}>
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('adjustments.amount')}
            inputMode="decimal"
            autoComplete="off"
            hint={t('adjustments.amountHint')}
            error={errors.amount?.message}
            {...form.register('amount')}
          />
        </div>
        <TextField
          label={t('adjustments.reason')}
          hint={t('adjustments.reasonHint')}
          maxLength={500}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <Button type="submit" isBusy={create.isPending} className="self-start">
          {t('adjustments.submit')}
        </Button>
      </form>
    </Panel>
  );
}
