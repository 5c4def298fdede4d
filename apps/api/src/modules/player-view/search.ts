import { PLAYER_SEARCH_LIMIT, type TPlayerMatchKind, type TStaffPlayerMatch } from '@casino/contracts';
import type { Db } from '../../db/client';
import { findPlayerCards, findPlayersByEmailPrefix, findPlayersByName, type PlayerCard } from '../auth';
import { findPlayersByDepositAddress, findPlayersByTransactionHash } from '../payments';
import { findPlayerCountries } from '../profile';
import { accountStateOf } from './player';

// The console's player search: what the operator typed decides which key it is.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A chain transaction's hash: 64 hex digits, with 0x on Ethereum. */
const TX_HASH = /^(0x)?[0-9a-f]{64}$/i;
/** One word of letters and digits long enough to be an address (the shortest, XRP's, has 25 characters). */
const ADDRESS_LIKE = /^[0-9a-z]{25,128}$/i;

type Found = { cards: PlayerCard[]; matchedBy: TPlayerMatchKind };

const cardsOf = async (db: Db, ids: string[]) => [...(await findPlayerCards(db, ids)).values()];

async function findMatches(db: Db, q: string): Promise<Found[]> {
  if (UUID.test(q)) return [{ cards: await cardsOf(db, [q.toLowerCase()]), matchedBy: 'id' }];
  if (q.includes('@')) return [{ cards: await findPlayersByEmailPrefix(db, q, PLAYER_SEARCH_LIMIT), matchedBy: 'email' }];
  const found: Found[] = [];
  // A hash is also address-like, and an address could be a name's letters: each key that finds someone answers.
  if (TX_HASH.test(q)) found.push({ cards: await cardsOf(db, await findPlayersByTransactionHash(db, q)), matchedBy: 'transaction' });
  if (ADDRESS_LIKE.test(q)) found.push({ cards: await cardsOf(db, await findPlayersByDepositAddress(db, q)), matchedBy: 'address' });
  if (found.some((f) => f.cards.length > 0)) return found;
  return [{ cards: await findPlayersByName(db, q, PLAYER_SEARCH_LIMIT), matchedBy: 'name' }];
}

/** GET /players?q=: each player once (the first key that found them), newest accounts first, at most PLAYER_SEARCH_LIMIT. */
export async function searchPlayers(db: Db, q: string, now: Date): Promise<TStaffPlayerMatch[]> {
  const seen = new Map<string, { card: PlayerCard; matchedBy: TPlayerMatchKind }>();
  for (const { cards, matchedBy } of await findMatches(db, q)) {
    for (const card of cards) if (!seen.has(card.id)) seen.set(card.id, { card, matchedBy });
  }
  const matches = [...seen.values()]
    .sort((a, b) => b.card.createdAt.getTime() - a.card.createdAt.getTime() || b.card.id.localeCompare(a.card.id))
    .slice(0, PLAYER_SEARCH_LIMIT);
  const countries = await findPlayerCountries(
    db,
    matches.map((m) => m.card.id),
  );
  return Promise.all(
    matches.map(async ({ card, matchedBy }) => ({
      id: card.id,
      email: card.email,
      name: card.fullName,
      country: countries.get(card.id) ?? null,
      accountState: (await accountStateOf(db, card, now)).state,
      matchedBy,
      createdAt: card.createdAt.toISOString(),
    })),
  );
}
