'use client';
import type { Ref } from 'react';
import { Captcha, type CaptchaHandle } from '@/components/ui/captcha';
import { CAPTCHA_CHALLENGE_URL } from '../api/paths';

export type { CaptchaHandle };

type CaptchaFieldProps = {
  ref?: Ref<CaptchaHandle>;
  onChange: (payload: string | null) => void;
  error?: string;
};

/** The ALTCHA widget bound to our challenge route, with the form's error under it. */
export function CaptchaField({ ref, onChange, error }: CaptchaFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Captcha ref={ref} challengeUrl={CAPTCHA_CHALLENGE_URL} onChange={onChange} />
      {error && <p className="text-sm text-danger">{error}</p>}
    </div>
  );
}
