import type {
  TCurrencyCode,
  TWalletAuthenticateRequest,
  TWalletBalanceRequest,
  TWalletBetRequest,
  TWalletEndRoundRequest,
  TWalletRollbackRequest,
  TWalletWinRequest,
} from '@casino/contracts';
import type { Db } from '../../db/client';
import { required } from '../../lib/dependencies';
import { authenticate, endRound, getBalance, placeBet, rollBack, settleWin, type WalletAnswer } from './service';
import { maximumBetWhileBonus, type WageringRules } from './wagering-rules';

/**
 * The seamless wallet with the rules its bets meet while a bonus is active: what its routes and our own studio
 * (in-process, inside a round's transaction) call. Built once by the app from the promotions module's rules.
 */
export type GameWallet = {
  authenticate(db: Db, call: TWalletAuthenticateRequest, now: Date): Promise<WalletAnswer>;
  getBalance(db: Db, call: TWalletBalanceRequest, now: Date): Promise<WalletAnswer>;
  placeBet(db: Db, call: TWalletBetRequest, now: Date): Promise<WalletAnswer>;
  settleWin(db: Db, call: TWalletWinRequest, now: Date): Promise<WalletAnswer>;
  rollBack(db: Db, call: TWalletRollbackRequest, now: Date): Promise<WalletAnswer>;
  endRound(db: Db, call: TWalletEndRoundRequest, now: Date): Promise<WalletAnswer>;
  /** The maximum stake in `currency` while a bonus is active (rounded down, as the wallet checks it). */
  maximumBetWhileBonus(db: Db, currency: TCurrencyCode): Promise<bigint>;
};

export function createGameWallet(wageringRules: WageringRules): GameWallet {
  const rules = required(wageringRules, 'the wagering rules of the game wallet');
  return {
    authenticate,
    getBalance,
    placeBet: (db, call, now) => placeBet(db, rules, call, now),
    settleWin: (db, call, now) => settleWin(db, rules, call, now),
    rollBack: (db, call, now) => rollBack(db, rules, call, now),
    endRound,
    maximumBetWhileBonus: (db, currency) => maximumBetWhileBonus(db, rules, currency),
  };
}
