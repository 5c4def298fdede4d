import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { recordStaffAction } from '../modules/audit';
import { bootstrapAdministrator } from '../modules/backoffice';

/** What an operator command runs with: in the API (through the operator channel) or in the command's own process. */
export type OperatorContext = { db: Db; config: Config; clock: Clock };

type OperatorCommand<I, O> = { input: z.ZodType<I>; run(context: OperatorContext, input: I): Promise<O> };

const command = <I, O>(definition: OperatorCommand<I, O>) => definition;

/**
 * The operator's commands by name: each one's input and the service function it runs. The running API runs them
 * when asked through the operator channel (POST /staff-api/v1/operator/<name> on the staff listener), so a command
 * works while the API holds the embedded database; without a running API the command runs the same function itself.
 * Results are plain JSON, the same either way.
 */
export const OPERATOR_COMMANDS = {
  'staff-bootstrap': command({
    input: z.object({ email: z.email({ error: 'Give the administrator’s e-mail address.' }).max(254) }),
    run: ({ db, config, clock }, { email }) => bootstrapAdministrator(db, config, { email }, clock.now()),
  }),
};

export type OperatorCommands = typeof OPERATOR_COMMANDS;
export type OperatorCommandName = keyof OperatorCommands;
export type OperatorResult<N extends OperatorCommandName> = Awaited<ReturnType<OperatorCommands[N]['run']>>;
export const OPERATOR_COMMAND_NAMES = Object.keys(OPERATOR_COMMANDS) as [OperatorCommandName, ...OperatorCommandName[]];

/**
 * Runs a command and records it in the audit trail (actor "operator command", its input as what was asked), in one
 * transaction: the channel's route and the command's own process both run commands through here.
 */
export async function executeOperatorCommand<N extends OperatorCommandName>(
  context: OperatorContext,
  name: N,
  input: unknown,
  where: { ip?: string; log?: Parameters<typeof recordStaffAction>[3] } = {},
): Promise<OperatorResult<N>> {
  const result = await context.db.transaction(async (handle) => {
    const tx = handle as unknown as Db;
    const result = await OPERATOR_COMMANDS[name].run({ ...context, db: tx }, input as never);
    await recordStaffAction(
      tx,
      context.clock,
      { actor: 'operator command', ip: where.ip ?? null, action: `operator.${name}`, after: input },
      where.log,
    );
    return result as unknown;
  });
  return result as OperatorResult<N>;
}
