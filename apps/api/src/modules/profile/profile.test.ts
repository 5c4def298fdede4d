import type { TProfile } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import type { Client } from '../../../test/http';
import { signUpPlayer } from '../../../test/players';

const DAY_SECONDS = 86_400;

/** The UTC midnight `years` years before `now`, in unix seconds (29 February falls back to the 28th). */
function birthdaySeconds(years: number, now: Date): number {
  const year = now.getUTCFullYear() - years;
  const month = now.getUTCMonth();
  let date = new Date(Date.UTC(year, month, now.getUTCDate()));
  if (date.getUTCMonth() !== month) date = new Date(Date.UTC(year, month + 1, 0));
  return date.getTime() / 1000;
}

const emptyDetails = {
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
};

describe('profile: GET and PUT /profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const details = async (profile: Client) => (await profile.get('/profile')).json<TProfile>().userDetails;
  /** Birthdays count from the API's clock, so "18 today" holds whenever the test runs. */
  const birthday = (years: number) => birthdaySeconds(years, t.clock.now());

  it('shows a new player their name split from the full name, their e-mail and empty details', async () => {
    const { profile, email } = await signUpPlayer(t.app);
    const res = await profile.get('/profile');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ firstName: 'Robin', lastName: 'Example', email, confirmed: false, userDetails: emptyDetails });
  });

  it('fills empty fields and answers the whole profile', async () => {
    const { profile } = await signUpPlayer(t.app);
    const dateOfBirth = birthday(30);
    const res = await profile.put('/profile', {
      dateOfBirth,
      gender: 'Female',
      country: 'de',
      state: 'Berlin',
      city: ' Berlin ',
      address: 'Unter den Linden 1',
      address2: 'Floor 2',
      zipCode: '10117',
      nickName: 'robin',
      phoneNumber: '030 1234-567',
      dialingCode: '49',
      avatar: 'fox-3',
      receiveEmailPromo: true,
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      phone: { phoneNumber: '0301234567', dialingCode: '+49' },
      receiveEmailPromo: true,
      address: 'Unter den Linden 1',
      address2: 'Floor 2',
      nickName: 'robin',
      zipCode: '10117',
      country: 'DE',
      city: 'Berlin',
      state: 'Berlin',
      gender: 'Female',
      dateOfBirth,
      avatar: 'fox-3',
    };
    expect(res.json<TProfile>().userDetails).toEqual(expected);
    expect(await details(profile)).toEqual(expected);
  });

  it('keeps filled fields read-only: a change is 422 naming the field, the same value again is fine', async () => {
    const { profile } = await signUpPlayer(t.app);
    expect((await profile.put('/profile', { city: 'Berlin', zipCode: '10117', receiveEmailPromo: false })).statusCode).toBe(200);

    const change = await profile.put('/profile', { city: 'Hamburg', address: 'Jungfernstieg 1', receiveEmailPromo: true });
    expect(change.statusCode).toBe(422);
    expect(change.json()).toEqual({
      message: "City is already set and can't be changed here. Please contact support to correct it.",
      errors: [{ field: 'city', message: "City is already set and can't be changed here. Please contact support to correct it." }],
    });
    // Nothing of the refused request was kept, not even the fields that were allowed.
    expect(await details(profile)).toMatchObject({ city: 'Berlin', address: null, receiveEmailPromo: false });

    const same = await profile.put('/profile', { city: 'Berlin', zipCode: '10117', address: 'Jungfernstieg 1', receiveEmailPromo: true });
    expect(same.statusCode).toBe(200);
    expect(same.json<TProfile>().userDetails).toMatchObject({
      city: 'Berlin',
      zipCode: '10117',
      address: 'Jungfernstieg 1',
      receiveEmailPromo: true,
    });
  });

  it('refuses a second date of birth but accepts the same date sent at another hour of that day', async () => {
    const { profile } = await signUpPlayer(t.app);
    const dateOfBirth = birthday(40);
    expect((await profile.put('/profile', { dateOfBirth: dateOfBirth + 3600, receiveEmailPromo: false })).statusCode).toBe(200);
    expect((await details(profile)).dateOfBirth).toBe(dateOfBirth);
    expect((await profile.put('/profile', { dateOfBirth: dateOfBirth + 7200, receiveEmailPromo: false })).statusCode).toBe(200);
    const other = await profile.put('/profile', { dateOfBirth: dateOfBirth - DAY_SECONDS, receiveEmailPromo: false });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual([expect.objectContaining({ field: 'dateOfBirth' })]);
  });

  it('lets a player who is 18 today in, and refuses one who turns 18 tomorrow', async () => {
    // Noon: the calendar day cannot change while the test runs.
    t.clock.set(new Date('2100-06-15T12:00:00Z'));
    const minor = await signUpPlayer(t.app);
    const refused = await minor.profile.put('/profile', { dateOfBirth: birthday(18) + DAY_SECONDS, receiveEmailPromo: false });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'You must be at least 18 years old to play.',
      errors: [{ field: 'dateOfBirth', message: 'You must be at least 18 years old to play.' }],
    });
    expect((await details(minor.profile)).dateOfBirth).toBeNull();

    const adult = await signUpPlayer(t.app);
    const accepted = await adult.profile.put('/profile', { dateOfBirth: birthday(18), receiveEmailPromo: false });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<TProfile>().userDetails.dateOfBirth).toBe(birthday(18));
  });

  it.each([
    ['in the future', () => Math.floor(t.clock.now().getTime() / 1000) + 30 * DAY_SECONDS],
    ['over 120 years ago', () => birthday(121)],
  ])('refuses a date of birth %s', async (_case, dateOfBirth) => {
    const { profile } = await signUpPlayer(t.app);
    const res = await profile.put('/profile', { dateOfBirth: dateOfBirth(), receiveEmailPromo: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Please enter your real date of birth.');
    expect((await details(profile)).dateOfBirth).toBeNull();
  });

  it('treats a null date of birth (the empty picker) as not sent', async () => {
    const { profile } = await signUpPlayer(t.app);
    expect((await profile.put('/profile', { dateOfBirth: birthday(25), receiveEmailPromo: false })).statusCode).toBe(200);
    expect((await profile.put('/profile', { dateOfBirth: null, receiveEmailPromo: false })).statusCode).toBe(200);
    expect((await details(profile)).dateOfBirth).toBe(birthday(25));
  });

  it.each([
    ['1 digit', { phoneNumber: '5', dialingCode: '+49' }, 400, 'phoneNumber'],
    ['18 digits', { phoneNumber: '1'.repeat(18), dialingCode: '+49' }, 400, 'phoneNumber'],
    ['letters', { phoneNumber: '030-CALL-ME', dialingCode: '+49' }, 400, 'phoneNumber'],
    ['a dialing code no country has', { phoneNumber: '3012345', dialingCode: '+999' }, 400, 'dialingCode'],
    ['a malformed dialing code', { phoneNumber: '3012345', dialingCode: '49a' }, 400, 'dialingCode'],
    ['no dialing code', { phoneNumber: '3012345' }, 422, 'dialingCode'],
    ['no number', { dialingCode: '+49' }, 422, 'phoneNumber'],
  ])('refuses a phone with %s', async (_case, phone, status, field) => {
    const { profile } = await signUpPlayer(t.app);
    const res = await profile.put('/profile', { ...phone, receiveEmailPromo: false });
    expect(res.statusCode).toBe(status);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await details(profile)).toEqual(emptyDetails);
  });

  it('accepts 2 and 17 digit numbers, then keeps the phone read-only', async () => {
    const short = await signUpPlayer(t.app);
    expect((await short.profile.put('/profile', { phoneNumber: '12', dialingCode: '+1', receiveEmailPromo: false })).statusCode).toBe(200);

    const { profile } = await signUpPlayer(t.app);
    const res = await profile.put('/profile', { phoneNumber: '1'.repeat(17), dialingCode: '+44', receiveEmailPromo: false });
    expect(res.statusCode).toBe(200);
    expect(res.json<TProfile>().userDetails.phone).toEqual({ phoneNumber: '1'.repeat(17), dialingCode: '+44' });

    const number = await profile.put('/profile', { phoneNumber: '7700900123', dialingCode: '+44', receiveEmailPromo: false });
    expect(number.statusCode).toBe(422);
    expect(number.json().errors).toEqual([expect.objectContaining({ field: 'phoneNumber' })]);
    const code = await profile.put('/profile', { phoneNumber: '1'.repeat(17), dialingCode: '+49', receiveEmailPromo: false });
    expect(code.statusCode).toBe(422);
    expect(code.json().errors).toEqual([expect.objectContaining({ field: 'dialingCode' })]);
    expect((await details(profile)).phone).toEqual({ phoneNumber: '1'.repeat(17), dialingCode: '+44' });
  });

  it.each([['XX'], ['QZ'], ['DEU'], ['1A']])('refuses the country %s', async (country) => {
    const { profile } = await signUpPlayer(t.app);
    const res = await profile.put('/profile', { country, receiveEmailPromo: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'country' })]);
    expect(await details(profile)).toEqual(emptyDetails);
  });

  it('accepts a country from the list, in either letter case', async () => {
    const { profile } = await signUpPlayer(t.app);
    const res = await profile.put('/profile', { country: 'mt', receiveEmailPromo: false });
    expect(res.statusCode).toBe(200);
    expect(res.json<TProfile>().userDetails.country).toBe('MT');
  });

  it.each([
    ['a gender outside the options', { gender: 'Other' }, 'gender'],
    ['text over 250 characters', { address: 'a'.repeat(251) }, 'address'],
    ['control characters', { city: 'Ber\u0000lin' }, 'city'],
    ['a number as a city', { city: 12 }, 'city'],
    ['an avatar that is a URL', { avatar: 'https://evil.example/x.png' }, 'avatar'],
    ['a date of birth as text', { dateOfBirth: '1990-01-01' }, 'dateOfBirth'],
  ])('answers 400 for %s and stores nothing', async (_case, payload, field) => {
    const { profile } = await signUpPlayer(t.app);
    const res = await profile.put('/profile', { ...payload, receiveEmailPromo: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await details(profile)).toEqual(emptyDetails);
  });

  it('requires receiveEmailPromo in every update', async () => {
    const { profile } = await signUpPlayer(t.app);
    const res = await profile.put('/profile', { city: 'Berlin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'receiveEmailPromo' })]);
  });

  it('takes blank fields as not sent, so they stay editable', async () => {
    const { profile } = await signUpPlayer(t.app);
    expect((await profile.put('/profile', { city: '  ', zipCode: '', receiveEmailPromo: false })).statusCode).toBe(200);
    expect(await details(profile)).toEqual(emptyDetails);
    expect((await profile.put('/profile', { city: 'Valletta', receiveEmailPromo: false })).statusCode).toBe(200);
    expect((await details(profile)).city).toBe('Valletta');
  });

  it('lets the avatar change: it is not identity data', async () => {
    const { profile } = await signUpPlayer(t.app);
    await profile.put('/profile', { avatar: 'fox-1', receiveEmailPromo: false });
    const res = await profile.put('/profile', { avatar: 'owl-2', receiveEmailPromo: false });
    expect(res.statusCode).toBe(200);
    expect(res.json<TProfile>().userDetails.avatar).toBe('owl-2');
  });
});

describe('profile: PUT /profile/receive-email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('flips the promo setting and answers the new state', async () => {
    const { profile } = await signUpPlayer(t.app);
    const on = await profile.put('/profile/receive-email');
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ receiveEmailPromo: true, message: 'You are subscribed' });
    expect((await profile.get('/profile')).json<TProfile>().userDetails.receiveEmailPromo).toBe(true);

    const off = await profile.put('/profile/receive-email');
    expect(off.json()).toEqual({ receiveEmailPromo: false, message: 'You are unsubscribed' });
    expect((await profile.get('/profile')).json<TProfile>().userDetails.receiveEmailPromo).toBe(false);
  });

  it('keeps the setting apart from the filled profile fields', async () => {
    const { profile } = await signUpPlayer(t.app);
    await profile.put('/profile', { city: 'Riga', receiveEmailPromo: true });
    expect((await profile.put('/profile/receive-email')).json().receiveEmailPromo).toBe(false);
    expect((await profile.get('/profile')).json<TProfile>().userDetails).toMatchObject({ city: 'Riga', receiveEmailPromo: false });
  });
});
