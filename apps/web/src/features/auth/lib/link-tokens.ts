/** The query parameters of the links we e-mail. */
export const RESET_TOKEN_PARAM = 'resetToken';
export const CONFIRM_TOKEN_PARAM = 'confirmToken';
export const UNSUBSCRIBE_PARAM = 'unsubscribe';
export const DISABLE_TWO_FACTOR_PARAM = 'disableTwoFactorToken';
export const CONFIRM_WITHDRAWAL_PARAM = 'confirmWithdrawalToken';

export type LinkTokens = {
  resetToken: string | null;
  confirmToken: string | null;
  unsubscribeToken: string | null;
  disableTwoFactorToken: string | null;
  confirmWithdrawalToken: string | null;
};
