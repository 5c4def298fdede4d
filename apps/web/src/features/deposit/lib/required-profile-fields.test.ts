import type { TProfile } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { missingProfileFields } from './required-profile-fields';

const COMPLETE: TProfile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  confirmed: true,
  userDetails: {
    phone: { phoneNumber: '15112345678', dialingCode: '+49' },
    receiveEmailPromo: false,
    address: 'Main street 1',
    address2: null,
    nickName: null,
    zipCode: '10115',
    country: 'DE',
    city: 'Berlin',
    state: 'Berlin',
    gender: 'Female',
    dateOfBirth: 0,
    avatar: null,
  },
};

const EMPTY: TProfile = {
  ...COMPLETE,
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
    state: '  ',
    gender: null,
    dateOfBirth: null,
    avatar: null,
  },
};

describe('missingProfileFields', () => {
  it('lets a complete profile pay with every method', () => {
    expect(missingProfileFields(COMPLETE, 'card')).toEqual([]);
    expect(missingProfileFields(COMPLETE, 'jeton')).toEqual([]);
    expect(missingProfileFields(COMPLETE, 'mifinity')).toEqual([]);
  });

  it('asks a card payer for the address, region and phone', () => {
    expect(missingProfileFields(EMPTY, 'card')).toEqual(['address', 'zipCode', 'country', 'city', 'state', 'phone']);
  });

  it('asks the QR e-wallet payer for address, identity and birth date, not the phone', () => {
    expect(missingProfileFields(EMPTY, 'jeton')).toEqual(['address', 'zipCode', 'country', 'city', 'gender', 'dateOfBirth']);
  });

  it('asks the widget e-wallet payer for all of that plus the phone and a confirmed e-mail', () => {
    expect(missingProfileFields(EMPTY, 'mifinity')).toEqual([
      'address',
      'zipCode',
      'country',
      'city',
      'gender',
      'dateOfBirth',
      'phone',
      'confirmedEmail',
    ]);
  });

  it('counts a phone only with both of its parts', () => {
    const halfPhone = { ...COMPLETE, userDetails: { ...COMPLETE.userDetails, phone: { phoneNumber: '151', dialingCode: null } } };
    expect(missingProfileFields(halfPhone, 'card')).toEqual(['phone']);
    expect(missingProfileFields(halfPhone, 'jeton')).toEqual([]);
  });

  it('needs names for the e-wallets', () => {
    expect(missingProfileFields({ ...COMPLETE, firstName: '', lastName: ' ' }, 'jeton')).toEqual(['firstName', 'lastName']);
    expect(missingProfileFields({ ...COMPLETE, firstName: '' }, 'card')).toEqual([]);
  });

  it('treats a birth date of 0 (1 January 1970) as given', () => {
    expect(missingProfileFields(COMPLETE, 'jeton')).not.toContain('dateOfBirth');
  });
});
