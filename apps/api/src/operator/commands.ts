import { z } from 'zod';
import { recordStaffAction } from '../modules/audit';
import { bootstrapAdministrator } from '../modules/backoffice';
import { CATALOGUE_COMMANDS } from './catalogue-commands';
import { command, plain, type OperatorCommand, type OperatorContext, type Plain } from './command';
import { MONEY_COMMANDS } from './money-commands';
import { PLAYER_COMMANDS } from './player-commands';
import { PROMOTION_COMMANDS } from './promotion-commands';

export type { OperatorContext, OperatorParts } from './command';

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
  ...MONEY_COMMANDS,
  ...PROMOTION_COMMANDS,
  ...PLAYER_COMMANDS,
  ...CATALOGUE_COMMANDS,
};

export type OperatorCommands = typeof OPERATOR_COMMANDS;
export type OperatorCommandName = keyof OperatorCommands;
export type OperatorInput<N extends OperatorCommandName> = z.input<OperatorCommands[N]['input']>;
export type OperatorResult<N extends OperatorCommandName> = Plain<Awaited<ReturnType<OperatorCommands[N]['run']>>>;
export const OPERATOR_COMMAND_NAMES = Object.keys(OPERATOR_COMMANDS) as [OperatorCommandName, ...OperatorCommandName[]];

const definitionOf = (name: OperatorCommandName) => OPERATOR_COMMANDS[name] as OperatorCommand<unknown, unknown>;

/** Whether the command's work is long (the client waits longer for it). */
export const isLongCommand = (name: OperatorCommandName): boolean => definitionOf(name).isLong === true;

/**
 * Runs a command and records it in the audit trail (actor "operator command", its input as what was asked): in one
 * transaction, or for a long command, its work first and then its row. The channel's route and the command's own
 * process both run commands through here. The result is plain JSON either way.
 */
export async function executeOperatorCommand<N extends OperatorCommandName>(
  context: OperatorContext,
  name: N,
  input: unknown,
  where: { ip?: string; log?: Parameters<typeof recordStaffAction>[3] } = {},
): Promise<OperatorResult<N>> {
  const definition = definitionOf(name);
  const record = (db: OperatorContext['db']) =>
    recordStaffAction(
      db,
      context.clock,
      { actor: 'operator command', ip: where.ip ?? null, action: `operator.${name}`, after: definition.audit?.(input) ?? input },
      where.log,
    );
  if (definition.isLong) {
    const result = await definition.run(context, input);
    await record(context.db);
    return plain(result) as OperatorResult<N>;
  }
  const result = await context.db.transaction(async (handle) => {
    const tx = handle as unknown as OperatorContext['db'];
    const result = await definition.run({ ...context, db: tx }, input);
    await record(tx);
    return result;
  });
  return plain(result) as OperatorResult<N>;
}
