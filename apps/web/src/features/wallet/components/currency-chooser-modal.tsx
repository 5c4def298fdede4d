'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TCurrencyCode } from '@casino/contracts';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogDescription } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/form-field';
import { t } from '@/lib/i18n';
import { closeModal } from '@/lib/modal-store';
import { useAddCurrency } from '../api/add-currency';
import { useFunds } from '../api/get-funds';
import { ZCurrencyChooserForm, type CurrencyChooserInput, type CurrencyChooserValues } from '../lib/currency-chooser-form';
import { currenciesToAdd } from '../lib/currency-options';
import { currencyName } from '../lib/currency-label';
import { ErrorState, LoadingState } from '@/components/ui/query-status';

/** The currency chooser (docs/product.md, Dialogs): opens a wallet in a currency the player does not hold yet. */
export function CurrencyChooserModal() {
  const funds = useFunds();
  return (
    <Dialog title={t('wallet.chooser.title')} onClose={closeModal} hasDescription>
      <DialogDescription className="mb-5 text-sm text-muted">{t('wallet.chooser.intro')}</DialogDescription>
      {funds.isPending ? (
        <LoadingState label={t('wallet.loading')} />
      ) : funds.isError ? (
        <ErrorState message={t('wallet.loadFailed')} onRetry={() => void funds.refetch()} />
      ) : (
        <CurrencyChooserForm held={funds.data.map((fund) => fund.currency)} />
      )}
    </Dialog>
  );
}

function CurrencyChooserForm({ held }: { held: TCurrencyCode[] }) {
  const addCurrency = useAddCurrency();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CurrencyChooserInput, unknown, CurrencyChooserValues>({
    resolver: zodResolver(ZCurrencyChooserForm),
    defaultValues: { currency: '' },
  });
  const { fiat, crypto } = currenciesToAdd(held);

  if (fiat.length + crypto.length === 0) {
    return (
      <div className="flex flex-col gap-5">
        <p className="rounded-lg bg-panel-2 px-4 py-3 text-sm">{t('wallet.chooser.allHeld')}</p>
        <Button variant="secondary" size="lg" onClick={closeModal}>
          {t('wallet.chooser.close')}
        </Button>
      </div>
    );
  }

  async function submit({ currency }: CurrencyChooserValues) {
    try {
      await addCurrency.mutateAsync(currency);
      closeModal();
    } catch {
      toast.error(t('wallet.chooser.failed'));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="flex flex-col gap-5">
      <SelectField label={t('wallet.chooser.label')} error={errors.currency?.message} {...register('currency')}>
        <option value="">{t('wallet.chooser.placeholder')}</option>
        <CurrencyGroup label={t('wallet.fiat')} codes={fiat} />
        <CurrencyGroup label={t('wallet.crypto')} codes={crypto} />
      </SelectField>
      <Button type="submit" size="lg" className="w-full" isBusy={isSubmitting}>
        {t('wallet.chooser.submit')}
      </Button>
    </form>
  );
}

function CurrencyGroup({ label, codes }: { label: string; codes: TCurrencyCode[] }) {
  if (codes.length === 0) return null;
  return (
    <optgroup label={label}>
      {codes.map((code) => (
        <option key={code} value={code}>
          {t('wallet.chooser.option', { code, name: currencyName(code) })}
        </option>
      ))}
    </optgroup>
  );
}
