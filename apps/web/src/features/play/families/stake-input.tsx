'use client';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { readAmount, toDecimal } from '../lib/decimal';

type Props = {
  value: string;
  onChange: (value: string) => void;
  currency: string;
  min: string;
  max: string;
  disabled?: boolean;
  /** For a screen with more than one bet (three card poker's ante and pair plus): its own label and field. */
  label?: string;
  name?: string;
};

/** The stake a player types, with halve and double; the amount is checked against the currency and the limits. */
export function StakeInput({ value, onChange, currency, min, max, disabled, label, name = 'stake' }: Props) {
  const minor = readAmount(value, currency);
  const scale = (factor: 'half' | 'double') => {
    if (minor === null) return onChange(min);
    const next = factor === 'half' ? minor / 2n : minor * 2n;
    onChange(toDecimal(next, currency));
  };
  const isInvalid = minor === null;
  return (
    <div className="flex flex-col gap-1">
      <label className="text-xs text-muted" htmlFor={`play-${name}-input`}>
        {label ?? t('play.stake')}
      </label>
      <div className="flex gap-1">
        <input
          id={`play-${name}-input`}
          data-testid={`play-${name}`}
          inputMode="decimal"
          value={value}
          disabled={disabled}
          aria-invalid={isInvalid}
          onChange={(event) => onChange(event.target.value)}
          className="w-24 rounded-lg border border-line bg-panel-2 px-3 py-2 font-mono text-sm text-white aria-invalid:border-danger sm:w-28"
        />
        <button type="button" disabled={disabled} onClick={() => scale('half')} className="rounded-lg border border-line px-2 text-sm">
          ½
        </button>
        <button type="button" disabled={disabled} onClick={() => scale('double')} className="rounded-lg border border-line px-2 text-sm">
          2×
        </button>
      </div>
      <p className="text-[11px] text-muted">{t('play.limits', { min: formatMoney(min, currency), max: formatMoney(max, currency) })}</p>
    </div>
  );
}
