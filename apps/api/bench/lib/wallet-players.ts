import type { Db } from '../../src/db/client';
import { issueGameSession } from '../../src/modules/game-wallet';
import { credit } from '../../src/modules/wallet';
import { insertPlayers } from '../../test/wallet';
import type { RoundsOptions } from './wallet-rounds';

/**
 * `count` players, each funded with more than any run stakes (every round moves money twice) and holding a game
 * session of `operatorId` for `gameCode`: the fields every wallet call of theirs carries.
 */
export async function fundedWalletPlayers(db: Db, count: number, operatorId: string, gameCode: string): Promise<RoundsOptions['players']> {
  const players: RoundsOptions['players'] = [];
  for (const playerId of await insertPlayers(db, count)) {
    await credit(db, {
      source: 'bench',
      idempotencyKey: `fund:${playerId}`,
      kind: 'deposit',
      currency: 'EUR',
      amount: 10n ** 12n,
      userId: playerId,
      from: { kind: 'gateway_clearing' },
    });
    const { token } = await issueGameSession(db, { playerId, gameCode, currency: 'EUR', operatorId }, new Date());
    players.push({ player_id: playerId, game_code: gameCode, currency: 'EUR', session_token: token });
  }
  return players;
}
