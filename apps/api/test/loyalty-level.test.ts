import { randomUUID } from 'node:crypto';
import type { TCurrencyCode, TLoyaltyLevel } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { convertToEurFloor, toMajorUnits } from '../src/lib/money';
import { getRatePerEur } from '../src/modules/currency';
import { issueGameSession } from '../src/modules/game-wallet';
import { credit } from '../src/modules/wallet';
import { gameWalletOf } from './app';
import { usePaymentsApp } from './payments';
import { signUpPlayer } from './players';

// GET /profile/loyalty-level from the player's real-money stakes through the wallet API (rolled-back bets
// taken out), converted to EUR at the stored rates and rounded down.
describe('loyalty level from real-money stakes', () => {
  const ctx = usePaymentsApp();
  const db = () => ctx.t.database.db;
  const OPERATOR = 'loyalty-test';

  /** A player with `funding` minor units of real money in `currency` and a game session to bet with. */
  async function bettingPlayer(currency: TCurrencyCode = 'EUR', funding = 100_000_000n) {
    const player = await signUpPlayer(ctx.t.app, { currency });
    const userId = player.user.id;
    await credit(db(), {
      source: 'gateway:test',
      idempotencyKey: `fund:${userId}`,
      kind: 'deposit',
      currency,
      amount: funding,
      userId,
      from: { kind: 'gateway_clearing' },
    });
    const game = { player_id: userId, game_code: 'acme:golden-reels', currency, operator_id: OPERATOR };
    const { token } = await issueGameSession(
      db(),
      { playerId: userId, gameCode: game.game_code, currency, operatorId: OPERATOR },
      ctx.t.clock.now(),
    );
    const bet = async (amount: bigint) => {
      const uuid = `bet-${randomUUID()}`;
      const round = `round-${randomUUID()}`;
      const call = { ...game, request_uuid: randomUUID(), session_token: token, round_id: round, round_closed: false };
      const answer = await gameWalletOf(ctx.t.app).placeBet(
        db(),
        { ...call, transaction_uuid: uuid, amount: amount.toString() },
        ctx.t.clock.now(),
      );
      expect(answer.status).toBe('OK');
      return {
        rollBack: async () => {
          const back = { ...call, request_uuid: randomUUID(), transaction_uuid: `rb-${randomUUID()}`, reference_transaction_uuid: uuid };
          expect((await gameWalletOf(ctx.t.app).rollBack(db(), back, ctx.t.clock.now())).status).toBe('OK');
        },
      };
    };
    const level = async () => {
      const res = await player.profile.get('/profile/loyalty-level');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TLoyaltyLevel>();
    };
    return { ...player, bet, level };
  }

  it('starts a new player at the first level', async () => {
    const { level } = await bettingPlayer();
    expect(await level()).toEqual({
      level: 1,
      name: 'Bronze',
      wageredEur: '0.00',
      next: { level: 2, name: 'Silver', wageredEur: '1000.00' },
    });
  });

  it('reaches a level at its boundary exactly, and counts a rolled-back bet out', async () => {
    const player = await bettingPlayer();
    const other = await bettingPlayer();
    await player.bet(99_999n);
    expect(await player.level()).toMatchObject({ level: 1, name: 'Bronze', wageredEur: '999.99' });
    const last = await player.bet(1n);
    expect(await player.level()).toMatchObject({ level: 2, name: 'Silver', wageredEur: '1000.00' });
    await last.rollBack();
    expect(await player.level()).toMatchObject({ level: 1, wageredEur: '999.99' });
    await player.bet(900_001n);
    expect(await player.level()).toMatchObject({ level: 3, name: 'Gold', wageredEur: '10000.00', next: { name: 'Platinum' } });
    // Another player's stakes are theirs.
    expect(await other.level()).toMatchObject({ level: 1, wageredEur: '0.00' });
  });

  it('converts stakes in another currency to EUR at the stored rate, rounding down', async () => {
    const player = await bettingPlayer('USD');
    await player.bet(123_457n);
    const eurCents = convertToEurFloor(123_457n, await getRatePerEur(db(), 'USD'), 'USD');
    expect(await player.level()).toMatchObject({ wageredEur: toMajorUnits(eurCents, 'EUR') });
  });
});
