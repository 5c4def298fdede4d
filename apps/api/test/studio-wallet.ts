import { randomUUID } from 'node:crypto';
import {
  ZWalletAuthenticateRequest,
  ZWalletBalanceRequest,
  ZWalletBetRequest,
  ZWalletEndRoundRequest,
  ZWalletRollbackRequest,
  ZWalletWinRequest,
  type TWalletApiResponse,
} from '@casino/contracts';
import type { z } from 'zod';
import { RESERVED_OPERATOR_ID, type Config } from '../src/config';
import type { Db } from '../src/db/client';
import type { Clock } from '../src/lib/clock';
import { toWire } from '../src/modules/game-wallet/routes';
import { wireModules } from '../src/wiring';
import { rollbackOf, winOf, type WalletBody, type WalletCall } from './sandbox-aggregator';

// Our own studio's way into the seamless wallet (test support): in-process calls of the game wallet the app is wired
// with, as the studio's rounds make them, each answered in the wire's format. With it the wallet API's conformance
// tests run against the studio's operator id as well as against an aggregator's over HTTP.

type Delivery = { httpStatus: number; body: TWalletApiResponse; attempts: number };

export function createStudioWallet(config: Config, db: Db, clock: Clock) {
  const wallet = wireModules(config).gameWallet;
  const calls: Record<WalletCall, { schema: z.ZodType; run: (call: never) => ReturnType<typeof wallet.placeBet> }> = {
    authenticate: { schema: ZWalletAuthenticateRequest, run: (call) => wallet.authenticate(db, call, clock.now()) },
    balance: { schema: ZWalletBalanceRequest, run: (call) => wallet.getBalance(db, call, clock.now()) },
    bet: { schema: ZWalletBetRequest, run: (call) => wallet.placeBet(db, call, clock.now()) },
    win: { schema: ZWalletWinRequest, run: (call) => wallet.settleWin(db, call, clock.now()) },
    rollback: { schema: ZWalletRollbackRequest, run: (call) => wallet.rollBack(db, call, clock.now()) },
    'end-round': { schema: ZWalletEndRoundRequest, run: (call) => wallet.endRound(db, call, clock.now()) },
  };
  async function deliver(call: WalletCall, body: WalletBody): Promise<Delivery> {
    const requestUuid = randomUUID();
    const parsed = calls[call].schema.safeParse({ operator_id: RESERVED_OPERATOR_ID, ...body, request_uuid: requestUuid });
    const answer = parsed.success
      ? toWire(requestUuid, await calls[call].run(parsed.data as never))
      : { status: 'WRONG_SYNTAX' as const, request_uuid: requestUuid, balance: null, currency: null, transaction_id: null };
    return { httpStatus: 200, body: answer, attempts: 1 };
  }
  const studio = {
    operatorId: RESERVED_OPERATOR_ID,
    authenticate: (body: WalletBody) => deliver('authenticate', body),
    balance: (body: WalletBody) => deliver('balance', body),
    endRound: (body: WalletBody) => deliver('end-round', body),
    bet: (body: WalletBody) => deliver('bet', body),
    win: (body: WalletBody) => deliver('win', body),
    rollback: (body: WalletBody) => deliver('rollback', body),
    replay: (call: 'bet' | 'win' | 'rollback', body: WalletBody) => deliver(call, body),
    sameUuidOtherAmount: (call: 'bet' | 'win', body: WalletBody, amount: string) => deliver(call, { ...body, amount }),
    async rollbackBeforeBet(bet: WalletBody, rollbackUuid?: string) {
      const rollback = await studio.rollback(rollbackOf(bet, rollbackUuid));
      return { rollback, bet: await studio.bet(bet) };
    },
    async winBeforeBet(bet: WalletBody, amount: string, winUuid?: string) {
      const win = await studio.win(winOf(bet, amount, winUuid));
      return { win, bet: await studio.bet(bet) };
    },
  };
  return studio;
}
