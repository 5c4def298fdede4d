/** The player's safer-gambling routes (packages/contracts/src/safer-gambling.ts), reached through the web origin. */
export const SAFER_GAMBLING_URL = '/profile-service/api/v1/profile/safer-gambling';
export const LIMITS_URL = `${SAFER_GAMBLING_URL}/limits`;
export const CONFIRM_LIMIT_URL = `${LIMITS_URL}/confirm`;
export const NO_DEPOSIT_LIMIT_URL = `${SAFER_GAMBLING_URL}/no-deposit-limit`;
export const acknowledgeInteractionUrl = (id: string) => `${SAFER_GAMBLING_URL}/interactions/${encodeURIComponent(id)}/acknowledge`;
export const REALITY_CHECK_URL = `${SAFER_GAMBLING_URL}/reality-check`;
export const TIME_OUT_URL = `${SAFER_GAMBLING_URL}/time-out`;
export const LIFT_EXCLUSION_URL = `${SAFER_GAMBLING_URL}/self-exclusion/lift`;

export const SAFER_GAMBLING_QUERY_KEY = ['safer-gambling'] as const;
