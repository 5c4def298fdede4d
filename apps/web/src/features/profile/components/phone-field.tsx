'use client';
import { useId } from 'react';
import PhoneInput from 'react-phone-number-input/min';
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { PHONE_INPUT_MAX } from '../lib/phone';

export type PhoneFieldProps = {
  label: string;
  /** E.164 ("+4915112345678") or ''. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  isReadOnly?: boolean;
};

/**
 * An international phone input: a country picker (with embedded flags, nothing loaded from other
 * hosts) and the number, formatted while typing. The value is E.164.
 */
export function PhoneField({ label, value, onChange, onBlur, name, error, isReadOnly }: PhoneFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-muted">
        {label}
      </label>
      <PhoneInput
        id={id}
        name={name}
        value={value || undefined}
        onChange={(next) => onChange(next ?? '')}
        onBlur={onBlur}
        flags={flags}
        readOnly={isReadOnly}
        autoComplete="tel"
        maxLength={PHONE_INPUT_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        countrySelectProps={{ 'aria-label': t('profile.form.phoneCountry') }}
        numberInputProps={{
          className:
            'h-full min-w-0 flex-1 bg-transparent text-sm text-white placeholder:text-muted/70 outline-none read-only:text-white/70',
        }}
        className={cx(
          'flex h-11 w-full items-center gap-2 rounded-lg border px-3 [color-scheme:dark] transition-colors',
          '[--PhoneInput-color--focus:var(--color-accent-2)] [--PhoneInputCountrySelectArrow-color:var(--color-muted)]',
          'focus-within:ring-2',
          isReadOnly ? 'cursor-not-allowed bg-panel-2' : 'bg-bg',
          // Invalid stays red when hovered or focused, as in the other fields.
          error
            ? 'border-danger focus-within:ring-danger/40'
            : cx('border-line focus-within:border-accent-2 focus-within:ring-accent/40', !isReadOnly && 'hover:border-accent-2'),
        )}
      />
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
