import { ZPlayRoundResponse, type TPlayBet, type TPlayRound } from '@casino/contracts';
import type { Client } from './http';
import { launch } from './play';

// Rounds for bet history and winners tests, played through the play API (launch, open, act) as the
// game client plays them: the round service draws, settles and moves the money.

/** A dice bet (Ember Dice): `under` 9,800 wins 98 % of rolls, `under` 100 only 1 %. */
export const diceBet = (amount: string, target = 9_800): TPlayBet => ({ family: 'dice', amount, direction: 'under', target });
export const redBet = (amount: string): TPlayBet => ({ family: 'roulette', spots: [{ kind: 'red', amount }] });

const isWin = (round: TPlayRound) => /[1-9]/.test(round.win);

/** Launches `gameId` once for `game` (a player's game-service client, or a visitor's for demo) and plays rounds on it. */
export async function openGame(game: Client, gameId: string, demo = false) {
  const launched = await launch(game, gameId, demo);
  const play = async (bet: TPlayBet): Promise<TPlayRound> => {
    const res = await launched.open(bet);
    if (res.statusCode !== 200) throw new Error(`round failed: ${res.statusCode} ${res.body}`);
    return ZPlayRoundResponse.parse(res.json()).round;
  };
  return {
    ...launched,
    play,
    /** Plays `bet` until a round wins (the bets used win 98 % of the time), at most `attempts` rounds. */
    playUntilWin: async (bet: TPlayBet, attempts = 20): Promise<TPlayRound> => {
      for (let i = 0; i < attempts; i += 1) {
        const round = await play(bet);
        if (isWin(round)) return round;
      }
      throw new Error(`no win in ${attempts} rounds of ${gameId}`);
    },
  };
}
