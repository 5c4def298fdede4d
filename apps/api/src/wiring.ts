import type { Config } from './config';
import { createGameWallet, type GameWallet } from './modules/game-wallet';
import {
  freeRoundsOf,
  freeSpinWinsOf,
  getPromotionSettings,
  wageringRulesOf,
  type FreeRounds,
  type PromotionSettings,
} from './modules/promotions';
import type { FreeSpinWinsSource } from './modules/wallet';

/**
 * What the modules take from one another, built once from the configuration and handed over in app.ts: never set
 * on a module at run time. The promotions file decides the rules bets meet while a bonus is active, the free rounds
 * a player plays and the held wins a fund shows. A module registered without what it needs stops the start.
 */
export type Wiring = {
  /** The operator's promotions file: the bonus engine's terms. */
  promotionSettings: PromotionSettings;
  /** The seamless wallet with the file's wagering rules: the wallet API and our own studio's rounds go through it. */
  gameWallet: GameWallet;
  /** A player's free rounds on the file's free-spins slot, for gameplay. */
  freeRounds: FreeRounds;
  /** A fund's held free-spin wins and the deposit that releases them, for the wallet's routes. */
  freeSpinWins: FreeSpinWinsSource;
};

/** Reads the promotions file (a bad one stops the start) and builds what the modules hand each other. */
export function wireModules(config: Config): Wiring {
  const promotionSettings = getPromotionSettings(config);
  return {
    promotionSettings,
    gameWallet: createGameWallet(wageringRulesOf(promotionSettings)),
    freeRounds: freeRoundsOf(promotionSettings),
    freeSpinWins: freeSpinWinsOf(promotionSettings),
  };
}
