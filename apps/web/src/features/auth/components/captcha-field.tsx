'use client';
import type { Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Captcha, type CaptchaHandle } from '@/components/ui/captcha';
import { CAPTCHA_CHALLENGE_URL } from '../api/paths';

export type CaptchaFieldProps = {
  ref: Ref<CaptchaHandle>;
  /** The form's hidden `captcha` field, which holds the solved payload. */
  registration: UseFormRegisterReturn;
  onChange: (payload: string | null) => void;
  error?: string;
};

/** The ALTCHA widget bound to our challenge route, with the form's error under it (props from useCaptchaForm). */
export function CaptchaField({ ref, registration, onChange, error }: CaptchaFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <input type="hidden" {...registration} />
      <Captcha ref={ref} challengeUrl={CAPTCHA_CHALLENGE_URL} onChange={onChange} />
      {error && <p className="text-sm text-danger">{error}</p>}
    </div>
  );
}
