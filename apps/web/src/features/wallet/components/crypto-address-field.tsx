'use client';
import type { TCurrencyCode, TWithdrawalAddress } from '@casino/contracts';
import { SelectField, TextField } from '@/components/ui/form-field';
import { formatDateTime } from '@/lib/format-date-time';
import { t } from '@/lib/i18n';

/** Where a crypto withdrawal goes: an address (and XRP tag) typed, or picked from the allow-list. */
export type Destination = { address: string; destinationTag?: number };

type Props = {
  currency: TCurrencyCode;
  /** The allow-list's addresses, while it is on; null when any address may be typed. */
  listed: TWithdrawalAddress[] | null;
  value: Destination;
  error?: string;
  onChange(value: Destination): void;
};

/**
 * With the allow-list on, the player picks one of their addresses for this coin; those added less than 24 hours ago
 * are shown but cannot be picked yet. With it off, any address is typed.
 */
export function CryptoAddressField({ currency, listed, value, error, onChange }: Props) {
  if (!listed) {
    return (
      <TextField
        label={t('wallet.withdraw.address', { currency })}
        autoComplete="off"
        spellCheck={false}
        value={value.address}
        error={error}
        onChange={(e) => onChange({ address: e.target.value })}
      />
    );
  }
  const forCoin = listed.filter((a) => a.currency === currency);
  const usable = forCoin.filter((a) => a.isUsable);
  const chosen = usable.find((a) => a.address === value.address && a.destinationTag === value.destinationTag);
  return (
    <div className="flex flex-col gap-2">
      <SelectField
        label={t('wallet.withdraw.addressFromList', { currency })}
        value={chosen?.id ?? ''}
        error={error}
        onChange={(e) => {
          const picked = usable.find((a) => a.id === e.target.value);
          onChange(picked ? { address: picked.address, destinationTag: picked.destinationTag } : { address: '' });
        }}
      >
        <option value="">{t('wallet.withdraw.chooseAddress')}</option>
        {forCoin.map((a) => (
          <option key={a.id} value={a.id} disabled={!a.isUsable}>
            {a.address}
            {a.destinationTag !== undefined ? ` · ${t('wallet.addresses.tag', { tag: a.destinationTag })}` : ''}
            {a.isUsable ? '' : ` (${t('wallet.withdraw.usableFrom', { date: formatDateTime(a.usableAt) })})`}
          </option>
        ))}
      </SelectField>
      {usable.length === 0 && <p className="text-sm text-muted">{t('wallet.withdraw.noUsableAddress', { currency })}</p>}
    </div>
  );
}
