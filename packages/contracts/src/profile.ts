import { z } from 'zod';
import { textField } from './text';

// The player's account area: /profile-service/api/v1/profile... (docs/product.md, Accounts).

/** docs/product.md, Validation: every free-text profile input is capped at 250 characters. */
export const PROFILE_TEXT_MAX = 250;
export const PHONE_DIGITS_MIN = 2;
export const PHONE_DIGITS_MAX = 17;
export const MINIMUM_AGE = 18;
export const MAXIMUM_AGE = 120;

export const GENDERS = ['Male', 'Female'] as const;
export const ZGender = z.enum(GENDERS, { error: 'Gender must be Male or Female' });
export type TGender = z.infer<typeof ZGender>;

/** Fields of the update payload that become read-only once they hold a value (docs/product.md, Accounts). */
export const PROFILE_LOCKED_FIELDS = [
  'dateOfBirth',
  'gender',
  'country',
  'state',
  'address',
  'nickName',
  'address2',
  'city',
  'zipCode',
  'phoneNumber',
  'dialingCode',
] as const;
export type TProfileLockedField = (typeof PROFILE_LOCKED_FIELDS)[number];

/** Blank input counts as "not sent": the form only sends filled fields. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

// No control characters: these values end up in mails, exports and payment gateways' forms.
const profileText = (label: string) =>
  z.preprocess(
    blankToUndefined,
    textField({ error: `${label} must be text` })
      .trim()
      .max(PROFILE_TEXT_MAX, `${label} must be at most ${PROFILE_TEXT_MAX} characters`)
      .regex(/^[^\p{Cc}]*$/u, `${label} contains characters that are not allowed`)
      .optional(),
  );

/**
 * The national number as digits; spaces, dots, hyphens and brackets typed by the player are dropped.
 * docs/product.md, Validation: 2 to 17 digits.
 */
const ZProfilePhoneNumber = textField()
  .max(PROFILE_TEXT_MAX, `Phone number must be at most ${PROFILE_TEXT_MAX} characters`)
  .regex(/^[\d\s().-]*$/, 'Phone number may only contain digits')
  .transform((v) => v.replace(/\D/g, ''))
  .pipe(
    z
      .string()
      .min(PHONE_DIGITS_MIN, `Phone number must have ${PHONE_DIGITS_MIN} to ${PHONE_DIGITS_MAX} digits`)
      .max(PHONE_DIGITS_MAX, `Phone number must have ${PHONE_DIGITS_MIN} to ${PHONE_DIGITS_MAX} digits`),
  );

/** The country calling code, "+49" or "49"; answered as "+49". Whether the code exists is checked by the server. */
const ZProfileDialingCode = textField()
  .trim()
  .regex(/^\+?\d{1,4}$/, 'Dialing code must look like +49')
  .transform((v) => `+${v.replace(/^\+/, '')}`);

/** ISO 3166-1 alpha-2 (upper case); whether the code is one of the site's countries is checked by the server. */
const ZProfileCountry = textField()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter country code')
  .transform((v) => v.toUpperCase());

/**
 * Unix seconds. A date of birth is a calendar date: the server keeps the UTC date of the instant
 * and answers midnight UTC of it. null stands for "not entered" (the form's yyyy-mm-dd placeholder).
 */
const ZDateOfBirth = z
  .number({ error: 'Date of birth must be a date in unix seconds' })
  .int('Date of birth must be whole seconds')
  .min(-8_640_000_000, 'Date of birth is out of range')
  .max(8_640_000_000, 'Date of birth is out of range');

/** PUT /profile-service/api/v1/profile (docs/product.md, Accounts): only filled fields are sent. */
export const ZProfileUpdateRequest = z.object({
  dateOfBirth: ZDateOfBirth.nullish(),
  gender: z.preprocess(blankToUndefined, ZGender.optional()),
  /** An avatar picked from the site's set: an identifier, not a URL. */
  avatar: z.preprocess(
    blankToUndefined,
    textField()
      .trim()
      .max(100, 'Avatar must be at most 100 characters')
      .regex(/^[A-Za-z0-9_.-]+$/, 'Avatar must be an avatar name')
      .optional(),
  ),
  country: z.preprocess(blankToUndefined, ZProfileCountry.optional()),
  state: profileText('State'),
  address: profileText('Address'),
  nickName: profileText('Nickname'),
  address2: profileText('Address 2'),
  city: profileText('City'),
  zipCode: profileText('Zip code'),
  phoneNumber: z.preprocess(blankToUndefined, ZProfilePhoneNumber.optional()),
  dialingCode: z.preprocess(blankToUndefined, ZProfileDialingCode.optional()),
  receiveEmailPromo: z.boolean({ error: 'receiveEmailPromo is required' }),
});
export type TProfileUpdateRequest = z.input<typeof ZProfileUpdateRequest>;
export type TProfileUpdate = z.output<typeof ZProfileUpdateRequest>;

/** GET /profile-service/api/v1/profile (docs/product.md, Accounts): empty fields are null. */
export const ZProfile = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The e-mail address is verified. */
  confirmed: z.boolean(),
  userDetails: z.object({
    phone: z.object({ phoneNumber: z.string().nullable(), dialingCode: z.string().nullable() }),
    receiveEmailPromo: z.boolean(),
    address: z.string().nullable(),
    address2: z.string().nullable(),
    nickName: z.string().nullable(),
    zipCode: z.string().nullable(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    gender: ZGender.nullable(),
    /** Unix seconds of midnight UTC of the birth date. */
    dateOfBirth: z.number().nullable(),
    avatar: z.string().nullable(),
  }),
});
export type TProfile = z.infer<typeof ZProfile>;

/** PUT /profile/receive-email (flips the setting) and DELETE /profile/unsubscribe/{id} answer the new state. */
export const ZReceiveEmailResponse = z.object({ receiveEmailPromo: z.boolean(), message: z.string() });
export type TReceiveEmailResponse = z.infer<typeof ZReceiveEmailResponse>;

/** GET /profile/session: the player's live sessions, most recently used first. */
export const ZProfileSession = z.object({
  id: z.string(),
  /** "Chrome on Windows"; "Unknown device" when the browser sent nothing recognisable. */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type TProfileSession = z.infer<typeof ZProfileSession>;
export const ZProfileSessionList = z.array(ZProfileSession);
export type TProfileSessionList = z.infer<typeof ZProfileSessionList>;

/**
 * Every self-exclusion period the API knows. A player may choose only those their market profile offers (GET
 * /profile/safer-gambling lists them); 24_HOURS, 7_DAYS and 30_DAYS are now time-outs and stay here for the
 * exclusions recorded under them. PERMANENT is the indefinite exclusion: it lasts until the player asks to end it.
 */
export const SELF_EXCLUDE_PERIODS = [
  '24_HOURS',
  '7_DAYS',
  '30_DAYS',
  '1_MONTH',
  '3_MONTHS',
  '6_MONTHS',
  '1_YEAR',
  '5_YEARS',
  'PERMANENT',
] as const;
export const ZSelfExcludePeriod = z.enum(SELF_EXCLUDE_PERIODS, {
  error: `selfExcludePeriod must be one of ${SELF_EXCLUDE_PERIODS.join(', ')}`,
});
export type TSelfExcludePeriod = z.infer<typeof ZSelfExcludePeriod>;

/** PUT /profile/self-exclude (docs/product.md, Accounts). */
export const ZSelfExcludeRequest = z.object({ selfExcludePeriod: ZSelfExcludePeriod });
export type TSelfExcludeRequest = z.infer<typeof ZSelfExcludeRequest>;

/** The exclusion now in force; every session of the player has ended (the cookie is cleared). */
export const ZSelfExcludeResponse = z.object({
  selfExcludePeriod: ZSelfExcludePeriod,
  /** ISO date-time the exclusion ends; null when it is permanent. */
  excludedUntil: z.iso.datetime().nullable(),
  /** When play reopens: the end and the profile's lifting delay after it; null while no end is set. */
  playReopensAt: z.iso.datetime().nullable(),
  message: z.string(),
});
export type TSelfExcludeResponse = z.infer<typeof ZSelfExcludeResponse>;

const VERIFICATION_STATUSES = ['NOT_SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export const ZVerificationStatus = z.enum(VERIFICATION_STATUSES);
export type TVerificationStatus = z.infer<typeof ZVerificationStatus>;

const DOCUMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
/** What the server accepts, decided from the file's content rather than its name. */
const DOCUMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const ZVerificationDocument = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.enum(DOCUMENT_CONTENT_TYPES),
  size: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  uploadedAt: z.iso.datetime(),
  /** A rejected document only: why, written by the reviewer for the player. */
  rejectionReason: z.string().optional(),
});
export type TVerificationDocument = z.infer<typeof ZVerificationDocument>;

/** GET /profile/id-verification; when REJECTED, the reviewer's reason for the latest rejected document. */
export const ZIdVerificationResponse = z.object({ status: ZVerificationStatus, rejectionReason: z.string().optional() });
export type TIdVerificationResponse = z.infer<typeof ZIdVerificationResponse>;

/** GET /profile/bill-verification (proof of address), newest document first. */
export const ZBillVerificationResponse = z.object({
  status: ZVerificationStatus,
  documents: z.array(ZVerificationDocument),
});
export type TBillVerificationResponse = z.infer<typeof ZBillVerificationResponse>;
