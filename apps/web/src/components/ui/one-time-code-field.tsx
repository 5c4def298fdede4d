'use client';
import { useRef, useState, type ComponentProps } from 'react';
import { TextField } from './form-field';

type OneTimeCodeFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'autoComplete' | 'placeholder'> & {
  /** The switch to letters, e.g. "Use a recovery code", and back to digits. */
  toLettersLabel: string;
  toDigitsLabel: string;
};

/**
 * A code from an authenticator app, or a recovery code: phones show the number pad and offer the code a text
 * message or the app just made (one-time-code); the switch under the field brings the letters for a recovery code.
 */
export function OneTimeCodeField({ toLettersLabel, toDigitsLabel, ref, ...props }: OneTimeCodeFieldProps) {
  const [isLetters, setIsLetters] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);

  function switchKeyboard() {
    setIsLetters((was) => !was);
    // Back in the field, so the phone opens the other keyboard at once.
    input.current?.focus();
  }

  return (
    <div className="flex flex-col gap-1.5">
      <TextField
        type="text"
        inputMode={isLetters ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize={isLetters ? 'characters' : 'off'}
        autoCorrect="off"
        spellCheck={false}
        placeholder={isLetters ? 'XXXX-XXXX-XXXX-XXXX' : '123456'}
        maxLength={32}
        className="font-mono tracking-wider"
        ref={(element) => {
          input.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        {...props}
      />
      <button
        type="button"
        onClick={switchKeyboard}
        className="self-start text-sm font-semibold text-accent-2 underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
      >
        {isLetters ? toDigitsLabel : toLettersLabel}
      </button>
    </div>
  );
}
