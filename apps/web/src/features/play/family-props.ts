import type { TPlayAction, TPlayBet, TPlayFamily, TPlayGameView, TPlayRound, TPlaySession } from '@casino/contracts';

/**
 * What the game client gives each family's screen. The screen draws the title from `session.view`,
 * sends decisions through `placeBet` and `act`, and animates `round` (the open round, or the last one
 * played in this visit). The shell owns balance, stake limits, info screen, session time and net position.
 */
export type FamilyClientProps<F extends TPlayFamily> = {
  session: TPlaySession & { view: Extract<TPlayGameView, { family: F }> };
  round: Extract<TPlayRound, { family: F }> | null;
  /** A request is in flight: controls that send decisions are disabled. */
  isBusy: boolean;
  /** Opens a round; resolves once the round (and the new balance) is in `round`. */
  placeBet(bet: Extract<TPlayBet, { family: F }>): Promise<void>;
  /** A decision inside the open round (mines: reveal a tile, cash out). */
  act(action: TPlayAction): Promise<void>;
  /**
   * The screen has shown how `roundId` ended: the shell then shows its balance and totals (held until now for
   * the families that present a result over time, so that nothing tells the outcome before the screen does).
   */
  presented(roundId: string): void;
};
