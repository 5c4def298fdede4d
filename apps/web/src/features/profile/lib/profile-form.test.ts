import type { TProfile } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { formFieldOf, lockedFields, profileFormSchema, profileToFormValues, toProfileUpdate, type ProfileFormValues } from './profile-form';

function profile(details: Partial<TProfile['userDetails']> = {}): TProfile {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    confirmed: false,
    userDetails: {
      phone: { phoneNumber: null, dialingCode: null },
      receiveEmailPromo: false,
      address: null,
      address2: null,
      nickName: null,
      zipCode: null,
      country: null,
      city: null,
      state: null,
      gender: null,
      dateOfBirth: null,
      avatar: null,
      ...details,
    },
  };
}

const EMPTY: ProfileFormValues = profileToFormValues(profile());

describe('profile form values', () => {
  it('starts empty for a new player', () => {
    expect(EMPTY).toEqual({
      nickName: '',
      gender: '',
      dateOfBirth: '',
      country: '',
      state: '',
      city: '',
      address: '',
      address2: '',
      zipCode: '',
      phone: '',
    });
    expect(lockedFields(profile()).size).toBe(0);
  });

  it('shows the stored values and locks exactly those fields', () => {
    const stored = profile({
      nickName: 'ada',
      gender: 'Female',
      dateOfBirth: 642902400,
      country: 'GB',
      phone: { phoneNumber: '7400123456', dialingCode: '+44' },
    });
    expect(profileToFormValues(stored)).toMatchObject({
      nickName: 'ada',
      gender: 'Female',
      dateOfBirth: '1990-05-17',
      country: 'GB',
      phone: '+447400123456',
      city: '',
    });
    expect([...lockedFields(stored)].sort()).toEqual(['country', 'dateOfBirth', 'gender', 'nickName', 'phone']);
  });

  it('keeps a phone with only one stored part editable', () => {
    expect(lockedFields(profile({ phone: { phoneNumber: '7400123456', dialingCode: null } })).has('phone')).toBe(false);
  });
});

describe('profile update payload', () => {
  it('sends only filled fields, receiveEmailPromo always and an empty birth date as null', () => {
    const update = toProfileUpdate(
      { ...EMPTY, nickName: '  ada  ', city: 'London', address2: '   ' },
      profile({ receiveEmailPromo: true }),
    );
    expect(update).toEqual({ nickName: 'ada', city: 'London', dateOfBirth: null, receiveEmailPromo: true });
  });

  it('converts the birth date and splits the phone', () => {
    const update = toProfileUpdate(
      { ...EMPTY, dateOfBirth: '1990-05-17', phone: '+4915112345678', gender: 'Female', country: 'DE' },
      profile(),
    );
    expect(update).toEqual({
      dateOfBirth: 642902400,
      phoneNumber: '15112345678',
      dialingCode: '+49',
      gender: 'Female',
      country: 'DE',
      receiveEmailPromo: false,
    });
  });

  it('leaves read-only fields out', () => {
    const stored = profile({ city: 'Paris', dateOfBirth: 642902400, phone: { phoneNumber: '612345678', dialingCode: '+33' } });
    const update = toProfileUpdate({ ...profileToFormValues(stored), zipCode: '75001' }, stored);
    expect(update).toEqual({ zipCode: '75001', receiveEmailPromo: false });
  });
});

describe('profile form checks', () => {
  const schema = profileFormSchema(new Date(2025, 2, 15));
  const messageOf = (values: Partial<ProfileFormValues>) =>
    schema.safeParse({ ...EMPTY, ...values }).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('accepts an empty form and a complete one', () => {
    expect(schema.safeParse(EMPTY).success).toBe(true);
    expect(schema.safeParse({ ...EMPTY, dateOfBirth: '2007-03-15', phone: '+4915112345678', gender: 'Male' }).success).toBe(true);
  });

  it('refuses players under 18, broken phones and over-long texts', () => {
    expect(messageOf({ dateOfBirth: '2007-03-16' })).toEqual(['dateOfBirth: You must be at least 18 years old to play.']);
    expect(messageOf({ phone: '+491' })).toEqual(['phone: Please enter a valid phone number.']);
    expect(messageOf({ city: 'x'.repeat(251) })).toEqual(['city: Please use at most 250 characters.']);
  });
});

describe('server field errors', () => {
  it('points the phone parts at the phone input and ignores unknown fields', () => {
    expect(formFieldOf('phoneNumber')).toBe('phone');
    expect(formFieldOf('dialingCode')).toBe('phone');
    expect(formFieldOf('dateOfBirth')).toBe('dateOfBirth');
    expect(formFieldOf('receiveEmailPromo')).toBeUndefined();
    expect(formFieldOf('body')).toBeUndefined();
  });
});
