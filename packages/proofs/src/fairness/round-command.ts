import { parseArgs } from 'node:util';
import { FAMILIES, findTitle } from '@casino/games';
import { READERS } from './families/registry';
import { printRound } from './print-round';
import { ROUND_USAGE } from './round-usage';
import { verifyRound } from './verify-round';

const REQUIRED = ['title', 'server-seed', 'client-seed', 'nonce'] as const;

/** What --bet takes, for the families whose draws a player's choice changes (from their readers). */
const BET_HELP = `--bet, for the games whose draws a choice changes: ${Object.entries(READERS)
  .flatMap(([family, reader]) => (reader.betExample === null ? [] : [`${family} '${JSON.stringify(reader.betExample)}'`]))
  .join(', ')}.`;

/** Every title key, family by family: what --title takes. */
const titleKeys = () => Object.entries(FAMILIES).map(([family, { titles }]) => `  ${family}: ${Object.keys(titles).join(', ')}`);

type Io = { out(line: string): void };

/**
 * `verify round`: recomputes a played round from its revealed seeds. Answers the exit code: 0 recomputed (and
 * the seed is the one committed to, when its hash is given), 1 the seed does not hash to the given hash, 2 a
 * usage problem.
 */
export async function roundCommand(args: string[], io: Io): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        title: { type: 'string' },
        'server-seed': { type: 'string' },
        'client-seed': { type: 'string' },
        nonce: { type: 'string' },
        'server-seed-hash': { type: 'string' },
        bet: { type: 'string' },
        json: { type: 'boolean' },
      },
    }));
  } catch (err) {
    io.out(`${(err as Error).message}\n${ROUND_USAGE}\n${BET_HELP}`);
    return 2;
  }
  const missing = REQUIRED.filter((name) => values[name] === undefined);
  if (missing.length > 0) {
    io.out(`Missing ${missing.map((name) => `--${name}`).join(', ')}.\n${ROUND_USAGE}\n${BET_HELP}`);
    return 2;
  }
  if (!findTitle(values.title!)) {
    io.out([`There is no title "${values.title!}". Title keys, by family:`, ...titleKeys()].join('\n'));
    return 2;
  }
  const nonceText = values.nonce!.trim();
  if (!/^\d+$/.test(nonceText)) {
    io.out('--nonce is a whole number: 0, 1, 2 and so on.');
    return 2;
  }
  let bet: unknown;
  try {
    bet = values.bet === undefined ? undefined : JSON.parse(values.bet);
  } catch {
    io.out(`--bet is JSON, such as '{"mines": 3}'; got ${values.bet}.`);
    return 2;
  }

  const seeds = { serverSeed: values['server-seed']!, clientSeed: values['client-seed']!, nonce: Number(nonceText) };
  const result = await verifyRound({ title: values.title!, ...seeds, serverSeedHash: values['server-seed-hash'], bet });
  if ('problem' in result) {
    io.out(result.problem);
    return 2;
  }
  const round = result.verified;
  if (values.json) {
    // Only the JSON, for a program to read; the exit code says whether the hash matched.
    io.out(JSON.stringify(round, null, 2));
    return round.isHashMatch === false ? 1 : 0;
  }
  io.out(printRound(round, seeds).join('\n'));
  if (round.isHashMatch === false) {
    io.out(`NOT VERIFIED: the server seed hashes to ${round.serverSeedHash}, not the given ${values['server-seed-hash']!.toLowerCase()}.`);
    return 1;
  }
  if (round.isHashMatch) io.out(`Verified: the server seed hashes to ${round.serverSeedHash}, the hash shown before the round.`);
  else
    io.out(
      `The server seed hashes to ${round.serverSeedHash}: compare it with the hash shown before the round, or pass it with --server-seed-hash.`,
    );
  return 0;
}
