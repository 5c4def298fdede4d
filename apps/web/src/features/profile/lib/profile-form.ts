import { GENDERS, PROFILE_TEXT_MAX, type TGender, type TProfile, type TProfileUpdateRequest } from '@casino/contracts';
import { z } from 'zod';
import { t } from '@/lib/i18n';
import { birthDateToSeconds, isIsoDate, isOldEnough, secondsToBirthDate } from './birth-date';
import { isPhoneLocked, joinPhone, splitPhone } from './phone';

/** Free-text fields of the profile form, in the order they are shown. */
export const PROFILE_TEXT_FIELDS = ['nickName', 'state', 'city', 'address', 'address2', 'zipCode'] as const;
type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

export type ProfileFormValues = Record<ProfileTextField, string> & {
  gender: TGender | '';
  /** The native date input's value, "yyyy-mm-dd" or ''. */
  dateOfBirth: string;
  /** ISO country code or ''. */
  country: string;
  /** The phone input's value in E.164 ("+4915112345678") or ''. */
  phone: string;
};
export type ProfileFormField = keyof ProfileFormValues;

/** The form as the server's profile fills it. */
export function profileToFormValues(profile: TProfile): ProfileFormValues {
  const d = profile.userDetails;
  return {
    nickName: d.nickName ?? '',
    gender: d.gender ?? '',
    dateOfBirth: secondsToBirthDate(d.dateOfBirth),
    country: d.country ?? '',
    state: d.state ?? '',
    city: d.city ?? '',
    address: d.address ?? '',
    address2: d.address2 ?? '',
    zipCode: d.zipCode ?? '',
    phone: joinPhone(d.phone) ?? '',
  };
}

const hasValue = (value: string | number | null) => value !== null && String(value).trim() !== '';

/** docs/product.md, Accounts: a field that already holds a server value is read-only; only empty ones can be filled. */
export function lockedFields(profile: TProfile): ReadonlySet<ProfileFormField> {
  const d = profile.userDetails;
  const locked = new Set<ProfileFormField>();
  for (const field of PROFILE_TEXT_FIELDS) if (hasValue(d[field])) locked.add(field);
  if (hasValue(d.gender)) locked.add('gender');
  if (hasValue(d.dateOfBirth)) locked.add('dateOfBirth');
  if (hasValue(d.country)) locked.add('country');
  if (isPhoneLocked(d.phone)) locked.add('phone');
  return locked;
}

/**
 * PUT /profile body: only filled fields that may still change; receiveEmailPromo always. The date
 * of birth is sent as null while it is empty (the yyyy-mm-dd placeholder, docs/product.md, Validation).
 */
export function toProfileUpdate(values: ProfileFormValues, profile: TProfile): TProfileUpdateRequest {
  const locked = lockedFields(profile);
  const update: TProfileUpdateRequest = { receiveEmailPromo: profile.userDetails.receiveEmailPromo };
  for (const field of PROFILE_TEXT_FIELDS) {
    const value = values[field].trim();
    if (!locked.has(field) && value) update[field] = value;
  }
  if (!locked.has('gender') && values.gender) update.gender = values.gender;
  if (!locked.has('country') && values.country) update.country = values.country;
  if (!locked.has('dateOfBirth')) update.dateOfBirth = birthDateToSeconds(values.dateOfBirth);
  const phone = locked.has('phone') ? null : splitPhone(values.phone);
  if (phone) {
    update.phoneNumber = phone.phoneNumber;
    update.dialingCode = phone.dialingCode;
  }
  return update;
}

const text = () => z.string().max(PROFILE_TEXT_MAX, t('profile.form.tooLong', { max: PROFILE_TEXT_MAX }));

/** What the form checks before sending; the server applies the same rules again. */
export function profileFormSchema(today: Date = new Date()) {
  return z.object({
    nickName: text(),
    state: text(),
    city: text(),
    address: text(),
    address2: text(),
    zipCode: text(),
    gender: z.union([z.enum(GENDERS), z.literal('')]),
    country: z.string(),
    dateOfBirth: z.string().superRefine((value, ctx) => {
      if (value === '') return;
      if (!isIsoDate(value)) ctx.addIssue({ code: 'custom', message: t('profile.form.dateInvalid') });
      else if (!isOldEnough(value, today)) ctx.addIssue({ code: 'custom', message: t('profile.form.underage') });
    }),
    phone: z.string().refine((value) => value === '' || splitPhone(value) !== null, t('profile.form.phoneInvalid')),
  }) satisfies z.ZodType<ProfileFormValues>;
}

/** The server names payload fields; the form shows the phone's two parts under the one phone input. */
export function formFieldOf(serverField: string): ProfileFormField | undefined {
  if (serverField === 'phoneNumber' || serverField === 'dialingCode') return 'phone';
  const fields: readonly string[] = [...PROFILE_TEXT_FIELDS, 'gender', 'country', 'dateOfBirth'];
  return fields.includes(serverField) ? (serverField as ProfileFormField) : undefined;
}
