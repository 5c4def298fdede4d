'use client';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';

type AuthFormProps<TInput extends FieldValues, TValues extends FieldValues> = {
  form: UseFormReturn<TInput, unknown, TValues>;
  /** Runs once the fields pass their checks. */
  onValid: (values: TValues) => Promise<void>;
  submitLabel: string;
  children: ReactNode;
};

/**
 * The form of an auth dialog: our own checks in the site's words (not the browser's), the fields,
 * and the main button, disabled with a spinner while the form is being processed (docs/product.md, Accounts).
 */
export function AuthForm<TInput extends FieldValues, TValues extends FieldValues>({
  form,
  onValid,
  submitLabel,
  children,
}: AuthFormProps<TInput, TValues>) {
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="flex flex-col gap-4">
      {children}
      <Button type="submit" size="lg" className="w-full" isBusy={form.formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
