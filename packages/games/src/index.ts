export { bytesToFloat, generateFloats, hashServerSeed, webCryptoHmac, type FairSeeds, type HmacSha256 } from './fairness/floats';
export { FloatSource } from './fairness/float-source';
export { isJackpotWin, JACKPOT_DIGEST_ROUND, jackpotFloat } from './fairness/jackpot-draw';
export type { GameFamily, RoundState } from './family';
export { FAMILIES, type FamilyId } from './families/registry';
export type { FamilyModule, FamilyRounding, FamilyTitle } from './families/family-module';
export { slotsFamily, slotStake } from './families/slots/engine';
export type { Position, SlotBet, SlotConfig, SlotSpinStep, SlotSymbol, SlotWin } from './families/slots/types';
export { slotMath, type SlotMath } from './families/slots/math';
export { toNumber, toPercent, type Rational } from './shared/rational';
export { SLOT_TITLES } from './families/slots/titles/index';
export {
  allSpots,
  checkSpot,
  coveredNumbers,
  pocketColour,
  POCKETS,
  ROULETTE_KINDS,
  spotKey,
  type PocketColour,
  type RouletteKind,
  type RouletteSpot,
} from './families/roulette/layout';
export {
  rouletteFamily,
  spotMaximum,
  type RouletteBet,
  type RouletteBetSpot,
  type RouletteConfig,
  type RouletteLimits,
  type RouletteStep,
} from './families/roulette/roulette';
export { rouletteSpotMath, type SpotMath } from './families/roulette/rtp';
export { checkStake, MULTIPLIER_SCALE, type StakeLimits } from './shared/stakes';
export {
  DICE_ROLLS,
  diceFamily,
  diceMultiplier,
  MAX_WINNING_ROLLS,
  MIN_WINNING_ROLLS,
  winningRolls,
  type DiceBet,
  type DiceConfig,
  type DiceDirection,
  type DiceStep,
} from './families/dice/dice';
export { allowedDiceTargets, diceTargetMath, type DiceTargetMath } from './families/dice/rtp';
export { DICE_TITLES, type DiceTitle } from './families/dice/titles';
export {
  checkMinesAction,
  MAX_MINES,
  minesFamily,
  minesMultiplier,
  minesView,
  TILES,
  type MinesAction,
  type MinesBet,
  type MinesConfig,
  type MinesState,
  type MinesStep,
} from './families/mines/mines';
export { minesStrategyMath, type MinesStrategyMath } from './families/mines/rtp';
export { MINES_TITLES, type MinesTitle } from './families/mines/titles';
export {
  MAX_ROWS,
  MIN_ROWS,
  PLINKO_RISKS,
  plinkoFamily,
  plinkoMultipliers,
  type PlinkoBet,
  type PlinkoConfig,
  type PlinkoDirection,
  type PlinkoRisk,
  type PlinkoStep,
} from './families/plinko/plinko';
export { plinkoBoardMath, type PlinkoBoardMath } from './families/plinko/rtp';
export { PLINKO_TITLES, type PlinkoTitle } from './families/plinko/titles';
export {
  SCRATCH_FLOATS,
  scratchFamily,
  type ScratchBet,
  type ScratchConfig,
  type ScratchPrize,
  type ScratchStep,
} from './families/scratch/scratch';
export { scratchMath } from './families/scratch/rtp';
export { cardCode, cardOf } from './shared/cards';
export { DEUCES_HANDS, STANDARD_HANDS, type DeucesHand, type StandardHand } from './families/video-poker/hands';
export { handOf, type VideoPokerConfig, type VideoPokerHand } from './families/video-poker/pay-table';
export {
  checkVideoPokerAction,
  VIDEO_POKER_FLOATS,
  videoPokerFamily,
  videoPokerView,
  type VideoPokerAction,
  type VideoPokerBet,
  type VideoPokerState,
  type VideoPokerStep,
} from './families/video-poker/video-poker';
export { optimalHold, prepareOptimalHold, videoPokerMath, type OptimalHold, type VideoPokerMath } from './families/video-poker/rtp';
export {
  BINGO_CARD_SIZE,
  BINGO_COLUMN_SPAN,
  BINGO_COLUMNS,
  checkLotteryPicks,
  lotteryFamily,
  pickCounts,
  type LotteryBet,
  type LotteryConfig,
  type LotteryGame,
  type LotteryStep,
} from './families/lottery/lottery';
export { hitChance, lotteryMath, type LotteryPickMath } from './families/lottery/rtp';
export { LOTTERY_TITLES, type LotteryTitle, type LotteryTitleKey } from './families/lottery/titles';
export {
  baccaratValue,
  bankerDraws,
  CARD_DUEL_SPOTS,
  cardDuelFamily,
  cardDuelSpots,
  checkCardDuelBet,
  highCardRank,
  type CardDuelBet,
  type CardDuelBetSpot,
  type CardDuelConfig,
  type CardDuelGame,
  type CardDuelOutcome,
  type CardDuelSpot,
  type CardDuelStep,
} from './families/card-duel/card-duel';
export { cardDuelMath, outcomeCounts, type CardDuelSpotMath, type OutcomeCounts } from './families/card-duel/rtp';
export { CARD_DUEL_TITLES, type CardDuelTitle, type CardDuelTitleKey } from './families/card-duel/titles';
export {
  checkThreeCardAction,
  checkThreeCardBet,
  THREE_CARD_FLOATS,
  threeCardPokerFamily,
  threeCardView,
  type ThreeCardAction,
  type ThreeCardBet,
  type ThreeCardConfig,
  type ThreeCardPays,
  type ThreeCardState,
  type ThreeCardStep,
} from './families/three-card-poker/three-card-poker';
export { handValue as threeCardHandValue, THREE_CARD_HANDS, type ThreeCardHand } from './families/three-card-poker/hands';
export { threeCardMath, type ThreeCardMath } from './families/three-card-poker/rtp';
export { THREE_CARD_TITLES, type ThreeCardTitle, type ThreeCardTitleKey } from './families/three-card-poker/titles';
export {
  captureCount,
  captureThreshold,
  checkFishingBet,
  fishingFamily,
  FLOAT_STEPS,
  type FishingBet,
  type FishingConfig,
  type FishingStep,
  type FishingTarget,
} from './families/fishing/fishing';
export { fishingMath, type FishingTargetMath } from './families/fishing/rtp';
export { FISHING_TITLES, type FishingTitle, type FishingTitleKey } from './families/fishing/titles';
export { TABLE_TITLES, type TableTitle, type TableTitleKey } from './titles/tables';
export { VIDEO_POKER_TITLES, type VideoPokerTitle, type VideoPokerTitleKey } from './families/video-poker/titles';
export { familyOf, findTitle, provenRtp, TITLES, type Title } from './titles/index';
export { maxWin } from './titles/max-win';
export {
  checkRounding,
  checkRoundingAction,
  openingStake,
  paidMinimum,
  roundingChoices,
  type VirtualSportsRoundingBet,
} from './titles/rounding';
export { MAX_ROUNDING_LOSS_PP, ROUNDING_FREE_STAKE, roundingLoss, type Payout } from './shared/rounding';
export { stakeLimitsOf } from './titles/stake-limits';
export {
  checkCrapsAction,
  checkCrapsBet,
  CRAPS_FLOATS,
  crapsFamily,
  crapsHasOdds,
  HARDWAYS as CRAPS_HARDWAYS,
  MAX_ROLLS as CRAPS_MAX_ROLLS,
  maxOdds as crapsMaxOdds,
  oddsPay as crapsOddsPay,
  POINTS as CRAPS_POINTS,
  tableFromSteps as crapsTableFromSteps,
  type CrapsAction,
  type CrapsBet,
  type CrapsBetName,
  type CrapsConfig,
  type CrapsLine,
  type CrapsResult,
  type CrapsState,
  type CrapsStep,
} from './families/craps/craps';
export {
  comePointOf as crapsComePointOf,
  comeSideOf as crapsComeSideOf,
  isComeBet as isCrapsComeBet,
  type ComeBetName,
  type ComeSide,
} from './families/craps/come';
export { crapsLineRtp, crapsMath, UNLIMITED_DONT_PASS_RTP, UNLIMITED_PASS_RTP, type CrapsBetMath } from './families/craps/rtp';
export { CRAPS_TITLES, type CrapsTitle, type CrapsTitleKey } from './families/craps/titles';
export {
  allowedActions as blackjackAllowedActions,
  blackjackFamily,
  blackjackView,
  checkBlackjackAction,
  checkBlackjackBet,
  DECKS as BLACKJACK_DECKS,
  MAX_CARDS as BLACKJACK_MAX_CARDS,
  MAX_HANDS as BLACKJACK_MAX_HANDS,
  SHOE_SIZE as BLACKJACK_SHOE_SIZE,
  type BlackjackAction,
  type BlackjackBet,
  type BlackjackConfig,
  type BlackjackHand,
  type BlackjackPhase,
  type BlackjackState,
  type BlackjackStep,
  type BlackjackTable,
  type HandOutcome as BlackjackHandOutcome,
} from './families/blackjack/blackjack';
export { handTotal as blackjackHandTotal } from './families/blackjack/hand';
export { blackjackMath, type BlackjackMath } from './families/blackjack/rtp';
export { BLACKJACK_TITLES, blackjackMaxWin, type BlackjackTitle, type BlackjackTitleKey } from './families/blackjack/titles';
export {
  bytesToHex,
  hashTimes,
  hexToBytes,
  isHashHex,
  isRoundOfChain,
  nextHash,
  roundHash,
  terminatingHash,
  webCryptoSha256,
  type Sha256,
} from './families/crash/chain';
export { cappedCrash, crashFromDigest, crashPoint, MIN_CRASH, webCryptoHmacBytes, type HmacBytes } from './families/crash/crash-point';
export { cashOutWin, checkCrashBet, MIN_CASH_OUT, settledMultiplier, type CrashBet, type CrashConfig } from './families/crash/crash';
export { GROWTH_PER_MS, msToReach, multiplierAt } from './families/crash/curve';
export { crashMaxWin, crashRtpLowerBound, crashTargetRtp, reachChance } from './families/crash/rtp';
export { CRASH_TITLES, type CrashTitle, type CrashTitleKey } from './families/crash/titles';
export { verifyCrashRound, type CrashRoundCheck, type CrashRoundClaim } from './families/crash/verify';
export {
  checkPenaltyBet,
  checkRaceBet,
  checkSchedule as checkVirtualSchedule,
  drawEvent as drawVirtualEvent,
  drawPenaltyField,
  drawField as drawRaceField,
  eventFloats as virtualEventFloats,
  eventTimes as virtualEventTimes,
  nextOpenEvent as nextOpenVirtualEvent,
  overround,
  penaltyBoard,
  raceBoard,
  settlePenalty,
  settleRace,
  virtualSportsMath,
  virtualSportsMaxWin,
  type EventSchedule as VirtualEventSchedule,
  type EventTimes as VirtualEventTimes,
  type MarketMath as VirtualMarketMath,
  type PenaltyBet,
  type PenaltyConfig,
  type PenaltyEvent,
  type PenaltyField,
  type PenaltyMarket,
  type PenaltySelection,
  type RaceBet,
  type RaceConfig,
  type RaceEvent,
  type RaceMarket,
  type RaceSelection,
  type VirtualSportsConfig,
  type VirtualSportsEvent,
  type VirtualSportsMath,
} from './families/virtual-sports/index';
export { VIRTUAL_SPORTS_TITLES, type VirtualSportsTitle, type VirtualSportsTitleKey } from './families/virtual-sports/titles';
export {
  AA_BONUS_HANDS,
  aaBonusHandOf,
  casinoHoldemFamily,
  checkHoldemAction,
  checkHoldemBet,
  HOLDEM_FLOATS,
  holdemView,
  QUALIFYING_VALUE as HOLDEM_QUALIFYING_VALUE,
  type AaBonusHand,
  type HoldemAction,
  type HoldemBet,
  type HoldemConfig,
  type HoldemPays,
  type HoldemState,
  type HoldemStep,
} from './families/casino-holdem/casino-holdem';
export { AA_BONUS_HAND_COUNTS, aaBonusHandCounts, aaBonusRtp, recordedAnteRtp, RECORDED_ANTE_RTPS } from './families/casino-holdem/rtp';
export { shouldCall as holdemShouldCall } from './families/casino-holdem/strategy';
export { bestHandValue, handOfValue as pokerHandOfValue, POKER_HANDS, type PokerHand } from './shared/poker-hands';
export { HOLDEM_TITLES, type HoldemTitle, type HoldemTitleKey } from './families/casino-holdem/titles';
