import { ZMarketProfile } from '@casino/contracts';
import { z } from 'zod';
import { badRequest, notFound } from '../lib/errors';
import { findPlayerIdByEmail } from '../modules/auth';
import { changeMarketProfile, deleteSandboxEntry, insertSandboxEntry, listSandboxEntries } from '../modules/responsible-gaming';
import { command, plain } from './command';

// The operator's commands on players: the sandbox national registers and a player's market profile.

const isCalendarDate = (text: string) => !Number.isNaN(Date.parse(text)) && new Date(text).toISOString().startsWith(text);

const ZName = z.string().trim().min(1).max(100).optional();

export const PLAYER_COMMANDS = {
  'registers-list': command({
    input: z.object({}),
    run: async ({ db }) => plain(await listSandboxEntries(db)),
  }),
  /** A person the sandbox GAMSTOP (by e-mail, or by name and date of birth) or Spelpaus.se (personal number) lists. */
  'register-add': command({
    input: z.discriminatedUnion('register', [
      z.object({
        register: z.literal('gamstop'),
        email: z
          .string()
          .regex(/^[^@\s]+@[^@\s]+$/, { error: '--email must be an e-mail address.' })
          .max(254)
          .optional(),
        firstName: ZName,
        lastName: ZName,
        dateOfBirth: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .refine(isCalendarDate, { error: '--dob must be a date, YYYY-MM-DD.' })
          .optional(),
      }),
      z.object({ register: z.literal('spelpaus'), personalNumber: z.string().regex(/^\d{12}$/) }),
    ]),
    run: async ({ db, clock }, entry) => {
      if (entry.register === 'gamstop' && !entry.email && !(entry.firstName && entry.lastName && entry.dateOfBirth)) {
        throw badRequest('A GAMSTOP entry needs an e-mail address, or first and last name with the date of birth.');
      }
      return plain(await insertSandboxEntry(db, { ...entry, addedAt: clock.now() }));
    },
  }),
  'register-remove': command({
    input: z.object({ id: z.uuid({ error: 'The id is not a register entry’s.' }) }),
    run: async ({ db }, { id }) => {
      if (!(await deleteSandboxEntry(db, id))) throw notFound(`no entry ${id}`);
      return { id };
    },
  }),
  /** Moves a player to another market profile (decision 028); answers the profile they had. */
  'market-profile': command({
    input: z.object({ email: z.string().trim().min(1).max(254), profile: ZMarketProfile }),
    run: async ({ db, clock }, { email, profile }) => {
      const userId = await findPlayerIdByEmail(db, email);
      if (!userId) throw notFound(`No player has the e-mail ${email}.`);
      return { before: await changeMarketProfile(db, userId, profile, clock.now()), profile };
    },
  }),
};
