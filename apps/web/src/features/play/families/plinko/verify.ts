import { plinkoFamily, TABLE_TITLES, type PlinkoDirection, type PlinkoRisk } from '@casino/games';
import type { FloatDraw } from '../family-entry';

export type PlinkoVerifierGame = { family: 'plinko'; rows: number; risk: PlinkoRisk };
export type PlinkoVerified = { family: 'plinko'; path: PlinkoDirection[]; slot: number; multiplier: number };

const { config } = TABLE_TITLES.PlinkoPrairie;

export async function verifyPlinko(game: PlinkoVerifierGame, draw: FloatDraw): Promise<PlinkoVerified> {
  const bet = { amount: config.limits.minBet, rows: game.rows, risk: game.risk };
  const [step] = plinkoFamily.open(config, bet, await draw(plinkoFamily.maxFloats(config, bet))).steps;
  return { family: 'plinko', ...step! };
}
