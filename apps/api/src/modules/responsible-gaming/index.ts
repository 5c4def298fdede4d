// The responsible-gaming module's API: self-exclusion, time-outs and the guard every way into play must pass.
export {
  assertNotSelfExcluded,
  enforceSelfExclusion,
  findSelfExclusionNotice,
  formatExclusionEnd,
  isEmailSelfExcluded,
  isSelfExcluded,
  lockPerson,
  recordPlayerIdentity,
  startSelfExclusion,
  closePlayNow,
  type PlayerIdentityFacts,
  type SelfExclusionNotice,
  type SelfExclusionStep,
} from './service';
// Loss, wager and session-time limits at every real-money bet and launch (bet-limits.ts).
export {
  assertBetLimitsNotReached,
  BET_LIMITS,
  betLimitError,
  betLimitRefusal,
  endSessionAtLimit,
  reachedBetLimit,
  sessionLimitMessage,
  type BetLimitRefusal,
  type MoneyLimitUse,
  type TBetLimit,
} from './bet-limits';
// The player's limits and market profile (the safer-gambling page), and the deposit limits every deposit route meets.
export { chooseNoDepositLimit, confirmLimit, getSaferGambling, setLimit, startSaferGambling } from './limits';
export {
  assertDepositAllowed,
  DEPOSIT_LOOKBACK_MS,
  depositRoomLeft,
  recordDepositHeldOverLimit,
  type CountedDeposit,
  type CountedDepositsSource,
  type DepositCheck,
} from './deposit-limits';
export { lockPlayerLimits } from './limits-repo';
// The reality check: its state, the interval the player sets, their answers, and the refusal of a bet while one waits.
export {
  answerRealityCheck,
  REALITY_CHECK_DEFAULTS,
  realityCheckRefusal,
  realityCheckState,
  setRealityCheckInterval,
} from './reality-check';
export { liftSelfExclusion, startTimeOut } from './time-outs';
export { profileForCountry } from './market-profiles';
// National self-exclusion registers (GAMSTOP, Spelpaus.se): asked at registration, sign-in and before promotional mail.
export {
  askRegister,
  checkPlayerRegister,
  recordRegisterOutcome,
  type RegisterChecks,
  type RegisterOutcome,
  type RegisterPersonSource,
} from './registers/checks';
export {
  deleteSandboxEntry,
  insertSandboxEntry,
  listSandboxEntries,
  REGISTER_NAMES,
  registerExcludedMessage,
  splitFullName,
  startNationalRegisters,
  startSandboxRegisters,
  type NationalRegisters,
  type RegisterPerson,
  type SandboxEntry,
} from './registers';
export { PROFILES, type NationalRegister } from './market-profiles';
// The slot stake cap of the player's market at every slot bet and in the game's stake choices (slot-stake-cap.ts).
export { slotStakeCapOf, slotStakeCapRefusal, type SlotStakeCap } from './slot-stake-cap';
// What the player's market says of bonuses (the wagering cap, the one-bonus rule) and of cancelling a withdrawal (market-rules.ts).
export { assertMayCancelWithdrawal, bonusRulesOf, cappedWageringMultiple, mayCancelWithdrawal, type BonusRules } from './market-rules';
// Signs of harm (harm-rules.ts): checked after each deposit and limit change and on a schedule; a strong one stops
// bonuses and marketing and asks the player to review their limits.
export {
  acknowledgeInteraction,
  bonusesStopped,
  checkHarmMarkers,
  findOpenInteractionView,
  marketingStoppedBy,
  REVIEW_LIMITS_MESSAGE,
} from './harm-markers';
export { checkRecentPlayers, recordWalletBetRefusal, registerHarmMarkers } from './harm-live';
export { HARM_FIGURES, HARM_MARKERS, type HarmMarkerKind } from './harm-rules';
// The operator moves a player to another market profile (npm run market-profile).
export { changeMarketProfile } from './profile-change';
export { isMarketProfile } from './market-profiles';
// Safer-gambling cases (decision 029): every marker joins its player's case; staff work them through these routes.
export { staffSaferGamblingRoutes, type StaffSaferGamblingRoutesOptions } from './case-routes';
// The staff console's player search and player page (modules/player-view).
export { findPlayState, getStaffPlayerSaferGambling, type PlayState } from './player-safer-gambling';
