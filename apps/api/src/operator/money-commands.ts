import { isCurrencyCode, type TCurrencyCode } from '@casino/contracts';
import { z } from 'zod';
import { notFound } from '../lib/errors';
import { findPlayerIdByEmail } from '../modules/auth';
import { decideWithdrawal, listWithdrawalsForReview, reserveSourcesOf } from '../modules/payments';
import { latestSnapshotId, publishReserves, publishSandboxReserves, takeLiabilitySnapshot } from '../modules/liability-proofs';
import { adjustPlayerBalance, checkLedger, getPlayerBalances } from '../modules/wallet';
import { command, plain } from './command';

// The operator's commands on money: adjustments, withdrawal decisions and the ledger check.

const ZEmail = z.string().trim().min(1).max(254);
const ZWithdrawalId = z.string().min(1).max(64);

/** Who decides a withdrawal from the command line; above the four-eyes amount a second approval comes from the console. */
const OPERATOR_APPROVER = 'operator command';

export const MONEY_COMMANDS = {
  /** A proof of liabilities now, beside the daily one: every currency's root, published at once. */
  'liabilities-snapshot': command({
    input: z.object({}),
    // Building the trees of a large player base takes seconds: outside the command's transaction.
    isLong: true,
    run: async ({ db, clock }) => plain(await takeLiabilitySnapshot(db, { at: clock.now() })),
  }),
  /**
   * Publishes reserves beside a snapshot (decision 036): the operator's signed attestations, each checked against the
   * chain; or, in the sandbox, the sandbox's own, signed with its test keys at each chain's newest block.
   */
  'reserves-publish': command({
    input: z.union([
      z.object({ sandbox: z.literal(true), snapshotId: z.number().int().positive().optional() }),
      z.object({ attestations: z.array(z.unknown()).min(1).max(20) }),
    ]),
    isLong: true,
    run: async ({ db, config, clock }, input) => {
      const sources = reserveSourcesOf(db, config);
      if ('attestations' in input) {
        const published = [];
        for (const attestation of input.attestations) published.push(await publishReserves(db, sources, attestation, clock.now()));
        return plain(published);
      }
      const snapshotId = input.snapshotId ?? (await latestSnapshotId(db));
      if (!snapshotId) throw notFound('No proof of liabilities was taken yet: npm run liabilities:snapshot first.');
      return plain(await publishSandboxReserves(db, sources, snapshotId, clock.now()));
    },
  }),
  /** Credits (a positive amount, minor units) or debits a player's real money, repeatable by its key. */
  'wallet-adjust': command({
    input: z.object({
      email: ZEmail,
      currency: z.string().refine(isCurrencyCode, { error: 'Unknown currency.' }),
      amount: z.string().regex(/^-?\d{1,30}$/, { error: 'The amount is in minor units.' }),
      reason: z.string().max(2000),
      key: z.string().min(1).max(200),
    }),
    run: async ({ db }, { email, currency, amount, reason, key }) => {
      const userId = await findPlayerIdByEmail(db, email);
      if (!userId) throw notFound(`No player has the e-mail ${email}.`);
      const transfer = await adjustPlayerBalance(db, {
        userId,
        currency: currency as TCurrencyCode,
        amount: BigInt(amount),
        reason,
        idempotencyKey: key,
      });
      const balance = await getPlayerBalances(db, userId, currency as TCurrencyCode);
      return { transferId: transfer.id, isReplayed: Boolean(transfer.replayed), realBalance: balance.real.toString() };
    },
  }),
  /** The pending withdrawals (all of them with isAll), newest first. */
  'withdrawals-list': command({
    input: z.object({ isAll: z.boolean().default(false) }),
    run: async ({ db }, { isAll }) => plain(await listWithdrawalsForReview(db, { isAll })),
  }),
  'withdrawal-approve': command({
    input: z.object({ id: ZWithdrawalId, reference: z.string().min(1).max(200).optional() }),
    run: async ({ db, config, clock }, { id, reference }) => {
      const by = { id: OPERATOR_APPROVER, secondAbove: config.fourEyesWithdrawalEurCents };
      return plain(await decideWithdrawal(db, id, { kind: 'approve', by, ...(reference ? { reference } : {}) }, clock.now()));
    },
  }),
  'withdrawal-reject': command({
    input: z.object({ id: ZWithdrawalId, reason: z.string().max(2000) }),
    run: async ({ db, clock }, { id, reason }) =>
      plain(await decideWithdrawal(db, id, { kind: 'reject', reason, by: { id: OPERATOR_APPROVER } }, clock.now())),
  }),
  /** Read-only: whether every invariant of the ledger holds, with the offending rows. */
  'ledger-check': command({
    input: z.object({}),
    run: async ({ db }) => plain(await checkLedger(db)),
  }),
};
