'use client';
import { useCallback, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { CaptchaHandle } from '@/components/ui/captcha';
import { t } from '@/lib/i18n';

type WithCaptcha = FieldValues & { captcha: string };

/** Wires a form with a `captcha` field to the ALTCHA widget; a field's message clears when it is edited. */
export function useCaptchaForm<TInput extends WithCaptcha, TValues extends WithCaptcha>(form: UseFormReturn<TInput, unknown, TValues>) {
  const captchaRef = useRef<CaptchaHandle>(null);
  const { register, setValue, setError, clearErrors } = form;
  const captchaPath = 'captcha' as Path<TInput>;

  const field = (name: Path<TInput>) => register(name, { onChange: () => clearErrors(name) });

  const onCaptchaChange = useCallback(
    (payload: string | null) => {
      setValue(captchaPath, (payload ?? '') as PathValue<TInput, Path<TInput>>);
      if (payload) clearErrors(captchaPath);
    },
    [setValue, clearErrors, captchaPath],
  );

  /** The solved payload, waiting for the widget if it is still working; undefined (and the field error) if none. */
  async function takeCaptcha(solved: string): Promise<string | undefined> {
    const captcha = solved || (await captchaRef.current?.getPayload());
    if (!captcha) setError(captchaPath, { message: t('auth.captchaRequired') });
    return captcha || undefined;
  }

  /** The server accepts a payload once: solve a fresh one after a failed call. */
  const refreshCaptcha = () => captchaRef.current?.refresh();

  return { captchaRef, field, onCaptchaChange, takeCaptcha, refreshCaptcha };
}
