import { randomUUID } from 'node:crypto';
import { RegisterUnavailable, requestRegister, type RegisterPerson, type SelfExclusionRegister } from './register';

// A client of GAMSTOP's operator API (version 2), as its documentation for licensees describes it:
//
//   POST {url}/v2
//   X-API-Key: <the operator's key>          X-Trace-Id: <ours, to find the call in their logs>
//   Content-Type: application/x-www-form-urlencoded
//   firstName=Ada&lastName=Lovelace&dateOfBirth=1990-12-10&email=ada%40example.com&postcode=SW1A%201AA&mobile=%2B447700900123
//
//   200, with the answer in headers: X-Exclusion: Y (excluded), N (not excluded) or P (excluded before, not now);
//   X-Unique-Id: GAMSTOP's id of this answer. 400 (a field refused), 403 (key or address refused), 429 and 5xx carry
//   no answer.
//
// GAMSTOP matches on all six fields; the site sends what it knows and an empty value for the rest (before the profile
// gives a date of birth, postcode and mobile). Any status but 200 with a Y/N/P header is no answer: the player is
// not cleared. Not tried against the live service from here: its staging URL and key come with the operator's
// membership.

export type GamstopOptions = { url: string; apiKey: string; timeoutMs: number };

export function gamstopForm(person: RegisterPerson): URLSearchParams {
  return new URLSearchParams({
    firstName: person.firstName,
    lastName: person.lastName,
    dateOfBirth: person.dateOfBirth ?? '',
    email: person.email,
    postcode: person.postcode ?? '',
    mobile: person.mobile ?? '',
  });
}

export function createGamstopRegister(opts: GamstopOptions): SelfExclusionRegister {
  return {
    code: 'gamstop',
    async check(person) {
      const response = await requestRegister(
        'gamstop',
        `${opts.url.replace(/\/$/, '')}/v2`,
        {
          method: 'POST',
          headers: { 'x-api-key': opts.apiKey, 'x-trace-id': randomUUID(), 'content-type': 'application/x-www-form-urlencoded' },
          body: gamstopForm(person),
        },
        opts.timeoutMs,
      );
      await response.body?.cancel();
      const exclusion = response.headers.get('x-exclusion');
      if (response.status !== 200 || !exclusion || !['Y', 'N', 'P'].includes(exclusion)) {
        throw new RegisterUnavailable('gamstop', `answered ${response.status}${exclusion ? ` with X-Exclusion ${exclusion}` : ''}`);
      }
      const reference = response.headers.get('x-unique-id') ?? undefined;
      return { excluded: exclusion === 'Y', ...(reference && { reference }) };
    },
  };
}
