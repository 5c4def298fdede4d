'use client';
import { useCallback, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { CaptchaHandle } from '@/components/ui/captcha';
import { createFieldRegistrar } from '@/lib/field-registrar';
import { t } from '@/lib/i18n';
import type { CaptchaFieldProps } from '../components/captcha-field';

type WithCaptcha = FieldValues & { captcha: string };

/** Wires a form with a `captcha` field to the ALTCHA widget; a field's message clears when it is edited. */
export function useCaptchaForm<TInput extends WithCaptcha, TValues extends WithCaptcha>(form: UseFormReturn<TInput, unknown, TValues>) {
  const captchaRef = useRef<CaptchaHandle>(null);
  const { register, setValue, setError, clearErrors } = form;
  const captchaPath = 'captcha' as Path<TInput>;

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

  const captchaField: CaptchaFieldProps = {
    ref: captchaRef,
    registration: register(captchaPath),
    onChange: onCaptchaChange,
    error: form.formState.errors.captcha?.message as string | undefined,
  };

  return {
    field: createFieldRegistrar(form),
    captchaField,
    takeCaptcha,
    /** The server accepts a payload once: solve a fresh one after a failed call. */
    refreshCaptcha: () => captchaRef.current?.refresh(),
  };
}
