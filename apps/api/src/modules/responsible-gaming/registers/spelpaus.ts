import { z } from 'zod';
import { RegisterUnavailable, requestRegister, type SelfExclusionRegister } from './register';

// A client of Spelpaus.se, Sweden's national self-exclusion register. Spelinspektionen gives each licensee an actor
// id and an API key, and asks for the check through the API meant for its purpose (registration and log-in, or
// direct marketing). The exact paths and field names come with those connection details and are not public; this
// client sends the one fact the register matches on, the personal identity number, as follows, to be aligned with
// them before a Swedish launch:
//
//   POST {url}/v1/check/{purpose}        purpose: login (registration and sign-in) or marketing
//   X-Actor-Id: <actor id>   X-Api-Key: <key>   Content-Type: application/json
//   { "personalNumber": "199012101234" }
//
//   200 { "blocked": true | false, "requestId": "<the register's id of the answer>" }; anything else is no answer.
//
// The site does not collect the personal identity number yet (that comes with BankID identification): without it
// the check cannot be made, and the player is not cleared.

export type SpelpausOptions = { url: string; actorId: string; apiKey: string; timeoutMs: number };

const ZSpelpausAnswer = z.object({ blocked: z.boolean(), requestId: z.string().max(100).optional() });

export function createSpelpausRegister(opts: SpelpausOptions): SelfExclusionRegister {
  return {
    code: 'spelpaus',
    async check(person, purpose = 'login') {
      if (!person.personalNumber) throw new RegisterUnavailable('spelpaus', 'no personal identity number on file');
      const response = await requestRegister(
        'spelpaus',
        `${opts.url.replace(/\/$/, '')}/v1/check/${purpose}`,
        {
          method: 'POST',
          headers: { 'x-actor-id': opts.actorId, 'x-api-key': opts.apiKey, 'content-type': 'application/json' },
          body: JSON.stringify({ personalNumber: person.personalNumber }),
        },
        opts.timeoutMs,
      );
      const text = await response.text().catch(() => '');
      let answer: z.infer<typeof ZSpelpausAnswer> | undefined;
      try {
        answer = response.status === 200 ? ZSpelpausAnswer.parse(JSON.parse(text)) : undefined;
      } catch {
        answer = undefined;
      }
      if (!answer) throw new RegisterUnavailable('spelpaus', `answered ${response.status} without a readable answer`);
      return { excluded: answer.blocked, ...(answer.requestId && { reference: answer.requestId }) };
    },
  };
}
