'use client';
import { GENDERS, PROFILE_TEXT_MAX, type TProfile } from '@casino/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useAuth, useResendConfirmation } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { createFieldRegistrar } from '@/lib/field-registrar';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { useCountryOptions } from '../api/get-country-codes';
import { useUpdateProfile } from '../api/update-profile';
import { BIRTH_DATE_PLACEHOLDER, maxBirthDate } from '../lib/birth-date';
import {
  PROFILE_TEXT_FIELDS,
  formFieldOf,
  lockedFields,
  profileFormSchema,
  profileToFormValues,
  toProfileUpdate,
  type ProfileFormField,
  type ProfileFormValues,
} from '../lib/profile-form';
import { PhoneField } from './lazy-phone-field';
import { ReceivePromosToggle } from './receive-promos-toggle';

const READ_ONLY = 'cursor-not-allowed bg-panel-2 text-white/70 hover:border-line';

/**
 * The profile form (docs/product.md, Accounts). Names and e-mail come from the account; every other field can be filled
 * once: a field with a saved value is read-only. Only filled fields are sent.
 */
export function ProfileForm({ profile }: { profile: TProfile }) {
  const values = useMemo(() => profileToFormValues(profile), [profile]);
  const locked = useMemo(() => lockedFields(profile), [profile]);
  const schema = useMemo(() => profileFormSchema(), []);
  const maxDate = useMemo(() => maxBirthDate(), []);
  const countries = useCountryOptions();
  const save = useUpdateProfile();

  // `values` re-fills the form whenever the saved profile changes (after a save or a refetch).
  const form = useForm<ProfileFormValues>({ resolver: zodResolver(schema), values, reValidateMode: 'onSubmit' });
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;

  const isLocked = (field: ProfileFormField) => locked.has(field);
  const isComplete = locked.size === Object.keys(values).length;
  const registerField = createFieldRegistrar(form);
  const text = (field: (typeof PROFILE_TEXT_FIELDS)[number]) => ({
    ...registerField(field),
    readOnly: isLocked(field),
    maxLength: PROFILE_TEXT_MAX,
    className: cx(isLocked(field) && READ_ONLY),
    error: errors[field]?.message,
  });

  async function submit(formValues: ProfileFormValues) {
    try {
      await save.mutateAsync(toProfileUpdate(formValues, profile));
      toast.success(t('profile.form.saved'));
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      for (const { field, message } of apiError?.errors ?? []) {
        const formField = formFieldOf(field);
        if (formField) setError(formField, { message }, { shouldFocus: true });
      }
      const reason = apiError && apiError.status < 500 ? apiError.message : t('auth.somethingWrong');
      toast.error(t('profile.form.saveFailed'), { description: reason });
    }
  }

  const isBusy = isSubmitting || save.isPending;
  const countryCode = values.country;
  const countryList = countries.data ?? [];
  const hasStoredCountryOption = countryCode !== '' && !countryList.some((c) => c.code === countryCode);

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="flex flex-col gap-6">
      <FormSection title={t('profile.form.personal')}>
        <TextField label={t('profile.form.firstName')} value={profile.firstName} readOnly className={READ_ONLY} />
        <TextField label={t('profile.form.lastName')} value={profile.lastName} readOnly className={READ_ONLY} />
        <div className="sm:col-span-2">
          <TextField label={t('profile.form.email')} type="email" value={profile.email} readOnly className={READ_ONLY} />
          <EmailStatus isConfirmed={profile.confirmed} />
        </div>
        <TextField label={t('profile.form.nickName')} autoComplete="nickname" {...text('nickName')} />
        <Controller
          control={control}
          name="gender"
          render={({ field }) => (
            <SelectField
              label={t('profile.form.gender')}
              name={field.name}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                clearErrors('gender');
              }}
              onBlur={field.onBlur}
              disabled={isLocked('gender')}
              error={errors.gender?.message}
              className={cx(isLocked('gender') && READ_ONLY)}
            >
              <option value="">{t('profile.form.genderPlaceholder')}</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t(`profile.form.genders.${gender}`)}
                </option>
              ))}
            </SelectField>
          )}
        />
        <div>
          <TextField
            label={t('profile.form.dateOfBirth')}
            type="date"
            max={maxDate}
            placeholder={BIRTH_DATE_PLACEHOLDER}
            autoComplete="bday"
            {...registerField('dateOfBirth')}
            readOnly={isLocked('dateOfBirth')}
            className={cx('[color-scheme:dark]', isLocked('dateOfBirth') && READ_ONLY)}
            error={errors.dateOfBirth?.message}
          />
          {!isLocked('dateOfBirth') && <p className="mt-1.5 text-xs text-muted">{t('profile.form.dateOfBirthHint')}</p>}
        </div>
      </FormSection>

      <FormSection title={t('profile.form.residence')}>
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <SelectField
              label={t('profile.form.country')}
              name={field.name}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                clearErrors('country');
              }}
              onBlur={field.onBlur}
              disabled={isLocked('country') || (countries.isPending && !isLocked('country'))}
              aria-busy={countries.isPending || undefined}
              autoComplete="country"
              error={errors.country?.message}
              className={cx(isLocked('country') && READ_ONLY)}
            >
              <option value="">
                {countries.isPending && !isLocked('country') ? t('profile.form.countriesLoading') : t('profile.form.countryPlaceholder')}
              </option>
              {hasStoredCountryOption && <option value={countryCode}>{countryCode}</option>}
              {countryList.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </SelectField>
          )}
        />
        <TextField label={t('profile.form.state')} autoComplete="address-level1" {...text('state')} />
        <TextField label={t('profile.form.city')} autoComplete="address-level2" {...text('city')} />
        <TextField label={t('profile.form.zipCode')} autoComplete="postal-code" {...text('zipCode')} />
        <TextField label={t('profile.form.address')} autoComplete="address-line1" {...text('address')} />
        <TextField label={t('profile.form.address2')} autoComplete="address-line2" {...text('address2')} />
      </FormSection>

      <FormSection title={t('profile.form.contact')}>
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneField
              label={t('profile.form.phone')}
              name={field.name}
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                clearErrors('phone');
              }}
              onBlur={field.onBlur}
              isReadOnly={isLocked('phone')}
              error={errors.phone?.message}
            />
          )}
        />
        <div className="sm:col-span-2">
          <ReceivePromosToggle isSubscribed={profile.userDetails.receiveEmailPromo} />
        </div>
      </FormSection>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">{locked.size > 0 ? t('profile.form.readOnlyHint') : ''}</p>
        <Button type="submit" size="lg" className="sm:min-w-40" disabled={isComplete} isBusy={isBusy}>
          {t('profile.form.save')}
        </Button>
      </div>
    </form>
  );
}

/** Verified or not; an unverified address can ask for the confirmation e-mail again. */
function EmailStatus({ isConfirmed }: { isConfirmed: boolean }) {
  const { user } = useAuth();
  const resend = useResendConfirmation();
  // The confirmation link refreshes the session check; the profile may still be the older answer.
  if (isConfirmed || user?.confirmed) {
    return <p className="mt-1.5 text-xs font-semibold text-emerald-400">{t('profile.form.emailVerified')}</p>;
  }
  return (
    <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
      <span className="font-semibold text-gold">{t('profile.form.emailNotVerified')}</span>
      <button
        type="button"
        onClick={() => resend.mutate()}
        disabled={resend.isPending}
        aria-busy={resend.isPending}
        className="inline-flex items-center gap-1.5 font-semibold text-accent-2 underline-offset-4 hover:underline disabled:opacity-60"
      >
        {resend.isPending && <Spinner className="size-3" />}
        {t('auth.resendConfirmation')}
      </button>
    </p>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-line bg-panel p-4 sm:p-6">
      <legend className="sr-only">{title}</legend>
      <p aria-hidden="true" className="mb-4 text-lg font-bold">
        {title}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
