// What the harness keeps of a run besides its counts: every acknowledged wallet-API transaction and in-house round
// with its first answer (each is sent again at the end, and its answer must be the same), every failed check, and
// notes on what went wrong outside the checks.

export type WalletCall = 'bet' | 'win' | 'rollback';

/** A wallet answer without its request_uuid, which is each request's own. */
export type WalletAnswer = { status: string; balance: string | null; currency: string | null; transaction_id: string | null };

export type WalletRecord = { call: WalletCall; fields: Record<string, unknown>; first: WalletAnswer };

/** An in-house round: the launch it was played on, its request id and bet, and the round of the first answer (JSON). */
export type RoundRecord = { resend: () => Promise<string>; first: string; roundId: string };

export function createJournal() {
  const failures = new Map<string, string[]>();
  const wallet = new Map<string, WalletRecord>();
  const rounds: RoundRecord[] = [];
  const notes = new Map<string, string[]>();
  const replays = { compared: 0, differed: 0 };

  /** A check that did not hold, kept under `check`. */
  function fail(check: string, message: string) {
    failures.set(check, [...(failures.get(check) ?? []), message]);
  }

  return {
    wallet,
    rounds,
    replays,
    fail,
    failures: () => [...failures],
    /** Something worth the operator's attention that no check of the money is about, kept under `what`. */
    note(what: string, message: string) {
      notes.set(what, [...(notes.get(what) ?? []), message]);
    },
    notes: () => [...notes],
    /** A later answer to an operation compared with its first one: any difference is a failure. */
    compare(what: string, first: string, again: string) {
      replays.compared += 1;
      if (first === again) return;
      replays.differed += 1;
      fail('a retried request answered differently', `${what}: first ${first}, then ${again}`);
    },
  };
}

export type Journal = ReturnType<typeof createJournal>;
