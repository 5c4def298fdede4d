import { bodyOf } from './browser';
import type { Journal } from './journal';
import { compareTransfers } from './model';
import { major } from './money';
import { PROFILE, type HarnessPlayer } from './player';
import type { Requests } from './requests';
import type { StackAccess } from './stack-access';
import type { WalletApi } from './wallet-api';

// After the run, once every fault has settled: what the casino holds, held against what the harness was told.

/** Runs `work` over `items`, `width` at a time. */
async function eachOf<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * Every acknowledged wallet transaction and in-house round sent once more, now that the faults are over: each must
 * answer what it answered first (the journal compares), and move nothing (the ledger comparison below would see it).
 */
export async function replayEverything(journal: Journal, wallet: WalletApi) {
  await eachOf([...journal.wallet.values()], 16, async ({ call, fields }) => void (await wallet.replay(call, fields)));
  await eachOf(journal.rounds, 16, async ({ roundId, first, resend }) =>
    journal.compare(`round ${roundId} sent again`, first, await resend()),
  );
}

type AccountRow = { kind: string; balance: string };
type TransferRow = { source: string; key: string; kind: string; amount: string };

/** The ledger check of the running API (the operator's `npm run ledger:check`): every invariant of decision 013's ledger. */
export async function checkLedgerSound(access: StackAccess, requests: Requests, journal: Journal): Promise<boolean> {
  const answer = await requests.untilAnswered('ledger check', () => access.operatorOnce('ledger-check', {}));
  const result = answer.status === 200 ? bodyOf<{ result: { isSound?: boolean } }>(answer).result : null;
  if (result?.isSound === true) return true;
  journal.fail(
    'the ledger is not sound',
    answer.status === 200 ? JSON.stringify(result).slice(0, 4_000) : `${answer.status} ${answer.text}`,
  );
  return false;
}

/**
 * One player: the funds the site shows and the ledger's accounts against the model's real, bonus and held money; the
 * ledger's movements against the operations acknowledged (none lost, none twice, none unexplained); the withdrawals
 * and the bonus as the player's pages list them against the harness's records.
 */
export async function verifyPlayer(player: HarnessPlayer, access: StackAccess, requests: Requests, journal: Journal) {
  const { model } = player;
  await player.checkFunds();

  const accounts = await access.query<AccountRow>(
    `SELECT kind::text AS kind, balance::text AS balance FROM ledger_accounts WHERE user_id = $1 AND currency = 'EUR'`,
    [player.id],
  );
  const held = (kind: string) => BigInt(accounts.find((a) => a.kind === kind)?.balance ?? '0');
  const ledger = { real: held('player_real'), bonus: held('player_bonus'), held: held('player_held') };
  if (ledger.real !== model.real || ledger.bonus !== model.bonus || ledger.held !== model.held) {
    journal.fail(
      'a balance differs from the model',
      `${player.email} in the ledger: real ${major(ledger.real)} bonus ${major(ledger.bonus)} held ${major(ledger.held)}, ` +
        `the model ${major(model.real)}, ${major(model.bonus)} and ${major(model.held)}`,
    );
  }

  const transfers = await access.query<TransferRow>(
    `SELECT source, idempotency_key AS key, kind::text AS kind, amount::text AS amount FROM ledger_transfers WHERE user_id = $1`,
    [player.id],
  );
  const actual = transfers.map((t) => ({ ...t, amount: BigInt(t.amount) }));
  for (const problem of compareTransfers(model.expected, actual)) {
    journal.fail('the ledger does not match the acknowledged operations', `${player.email}: ${problem}`);
  }

  // Unpaid withdrawals are listed under their own id, paid ones as the ledger's movements.
  const listed = await player.listWithdrawals();
  const records = [...player.withdrawals.values()];
  for (const record of records.filter((w) => w.status !== 'completed')) {
    const item = listed.find((w) => w.id === record.id);
    if (item?.status !== record.status) {
      journal.fail(
        'a withdrawal differs from the records',
        `${player.email} ${record.id}: ${item?.status ?? 'not listed'}, the records ${record.status}`,
      );
    }
  }
  const unknown = listed.filter((w) => w.status !== 'completed' && !player.withdrawals.has(w.id));
  for (const item of unknown)
    journal.fail('a withdrawal differs from the records', `${player.email} ${item.id}: ${item.status}, not in the records`);
  const paid = [listed.filter((w) => w.status === 'completed').length, records.filter((w) => w.status === 'completed').length];
  if (paid[0] !== paid[1])
    journal.fail('a withdrawal differs from the records', `${player.email}: ${paid[0]} paid listed, ${paid[1]} in the records`);

  if (model.grant) {
    const answer = await requests.untilAnswered('bonus status', () => player.browser.get(`${PROFILE}/profile/promotion`));
    const grant = bodyOf<{ id: string; status: string }[]>(answer).find((p) => p.id === model.grant!.id);
    if (grant?.status !== model.grant.status) {
      journal.fail(
        'a bonus differs from the model',
        `${player.email} ${model.grant.id}: ${grant?.status ?? 'not listed'}, the model ${model.grant.status}`,
      );
    }
  }
}

export async function verifyPlayers(players: readonly HarnessPlayer[], access: StackAccess, requests: Requests, journal: Journal) {
  await eachOf(players, 4, (player) => verifyPlayer(player, access, requests, journal));
}
