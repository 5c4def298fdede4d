import type { TPlayerAccountState, TStaffPlayer } from '@casino/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findPlayerCards, type PlayerCard } from '../auth';
import { getProfile, listPlayerDocuments } from '../profile';
import { findPlayState } from '../responsible-gaming';

export const PLAYER_UNKNOWN = 'There is no player with this id.';

/** The player's account, or the 404 every player route answers for an unknown id. */
export async function playerOrThrow(db: Db, playerId: string): Promise<PlayerCard> {
  const card = (await findPlayerCards(db, [playerId])).get(playerId);
  if (!card) throw notFound(PLAYER_UNKNOWN);
  return card;
}

/** Where the account stands: what closes play first, then whether the e-mail was confirmed. */
export async function accountStateOf(db: Db, card: PlayerCard, now: Date): Promise<{ state: TPlayerAccountState; message: string | null }> {
  const closed = await findPlayState(db, card.id, now);
  if (closed) return closed;
  return { state: card.confirmed ? 'active' : 'unconfirmed', message: null };
}

/** GET /players/{playerId}: the account, the profile and the verification documents. */
export async function getStaffPlayer(db: Db, playerId: string, now: Date): Promise<TStaffPlayer> {
  const card = await playerOrThrow(db, playerId);
  const [state, profile, documents] = await Promise.all([
    accountStateOf(db, card, now),
    getProfile(db, playerId),
    listPlayerDocuments(db, playerId),
  ]);
  return {
    id: card.id,
    email: card.email,
    name: card.fullName,
    currency: card.currency,
    createdAt: card.createdAt.toISOString(),
    accountState: state.state,
    stateMessage: state.message,
    profile,
    documents,
  };
}
