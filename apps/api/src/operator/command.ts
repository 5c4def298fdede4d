import type { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Mailer } from '../lib/mailer';
import type { RegisterChecks } from '../modules/responsible-gaming';

/** The app's parts a few commands need (promotional mail): the running API's own, or made for the command's process. */
export type OperatorParts = { mailer: Mailer; registerChecks: RegisterChecks };

/** What an operator command runs with: in the API (through the operator channel) or in the command's own process. */
export type OperatorContext = { db: Db; config: Config; clock: Clock; parts(): Promise<OperatorParts> };

export type OperatorCommand<I, O> = {
  input: z.ZodType<I>;
  run(context: OperatorContext, input: I): Promise<O>;
  /**
   * Long work (mails sent one by one, thumbnails drawn) runs outside one transaction, which on the embedded database
   * would hold every other query of the site until it ends; its audit row is written when it has run. The client
   * waits for it longer.
   */
  isLong?: boolean;
  /** What the audit row records as asked, when not the whole input (a catalogue feed). */
  audit?(input: I): unknown;
};

export const command = <I, O>(definition: OperatorCommand<I, O>) => definition;

/** A value as it crosses the channel as JSON: bigints as decimal strings, dates as ISO strings. */
export type Plain<T> = T extends bigint
  ? string
  : T extends Date
    ? string
    : T extends readonly (infer U)[]
      ? Plain<U>[]
      : T extends object
        ? { [K in keyof T]: Plain<T[K]> }
        : T;

export const plain = <T>(value: T): Plain<T> =>
  JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))) as Plain<T>;
