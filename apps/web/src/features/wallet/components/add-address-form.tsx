'use client';
import { CRYPTO_CURRENCIES, type TCurrencyCode } from '@casino/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date-time';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useAddWithdrawalAddress } from '../api/withdrawal-security';

type FieldErrors = Partial<Record<'currency' | 'address' | 'destinationTag', string>>;

/** Adds a crypto address to the allow-list; the server checks it for its chain and makes it usable in 24 hours. */
export function AddAddressForm() {
  const [currency, setCurrency] = useState<TCurrencyCode>(CRYPTO_CURRENCIES[0]);
  const [address, setAddress] = useState('');
  const [tag, setTag] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddWithdrawalAddress();

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing: FieldErrors = {
      ...(address.trim() ? {} : { address: t('wallet.addresses.addressRequired') }),
      ...(tag.trim() && !/^\d{1,10}$/.test(tag.trim()) ? { destinationTag: t('wallet.addresses.tagShape') } : {}),
    };
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const destinationTag = currency === 'XRP' && tag.trim() ? Number(tag.trim()) : undefined;
    add.mutate(
      { currency, address: address.trim(), destinationTag },
      {
        onSuccess: (added) => {
          toast.success(t('wallet.addresses.added', { date: formatDateTime(added.usableAt) }));
          setAddress('');
          setTag('');
        },
        onError: (err) => {
          const named = Object.fromEntries(((err instanceof ApiError ? err.errors : []) ?? []).map((e) => [e.field, e.message]));
          setErrors(named);
          if (!Object.keys(named).length) toast.error(t('wallet.addresses.addFailed'), { description: err.message });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-address-heading" className="grid gap-4 sm:grid-cols-[10rem_1fr]">
      <h3 id="add-address-heading" className="font-semibold sm:col-span-2">
        {t('wallet.addresses.addTitle')}
      </h3>
      <SelectField
        label={t('wallet.addresses.currency')}
        value={currency}
        error={errors.currency}
        onChange={(e) => setCurrency(e.target.value as TCurrencyCode)}
      >
        {CRYPTO_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('wallet.addresses.address')}
        autoComplete="off"
        spellCheck={false}
        value={address}
        error={errors.address}
        onChange={(e) => setAddress(e.target.value)}
      />
      {currency === 'XRP' && (
        <div className="sm:col-span-2">
          <TextField
            label={t('wallet.addresses.destinationTag')}
            inputMode="numeric"
            autoComplete="off"
            value={tag}
            error={errors.destinationTag}
            onChange={(e) => setTag(e.target.value)}
          />
        </div>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" isBusy={add.isPending}>
          {t('wallet.addresses.add')}
        </Button>
      </div>
    </form>
  );
}
